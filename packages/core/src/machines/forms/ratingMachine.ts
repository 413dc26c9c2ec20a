import { fromPromise } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import { createRatingFormSchema, type RatingFormValues } from '../../forms/ratingFormSchema';
import { createFormMachine, type FormFlowInput, type FormSubmitInput } from './createFormMachine';
import { type FormFlowMessages, formFlowMessages } from './formFlowMessages';
import { SubmissionRejectedError } from './SubmissionRejectedError';

/**
 * The raw values of the rating form. `rate` is the number of highlighted stars (0 until one is chosen;
 * `ratingStars(rate)` gives the highlight of stars 1..5); `leavePublicEmail` is the 'Mostrar E-mail?' box.
 */
export interface RatingValues extends Record<string, unknown> {
  name: string;
  email: string;
  city: string;
  state: string;
  title: string;
  comment: string;
  rate: number;
  leavePublicEmail: boolean;
}

/** The input of {@link ratingMachine}. */
export interface RatingMachineInput extends FormFlowInput {
  readonly client: StoreClient;
  /** The product being rated. */
  readonly idProduct: number;
  /** The clock of `dateRegister`; the real one when `undefined`. */
  readonly now?: (() => Date) | undefined;
  /** Replaces some alert texts; `undefined` keeps the spec's. */
  readonly messages?: Partial<FormFlowMessages['rating']> | undefined;
  /** Replaces the field messages; `undefined` keeps the spec's. */
  readonly formMessages?: FormMessages | undefined;
}

/** The anti-bot action of ratings. */
const RATING_ANTI_BOT_ACTION = 'Evaluation';

const texts = (input: RatingMachineInput) => ({ ...formFlowMessages.rating, ...input.messages });

/** Sends a rating: `idProductRating` 0, `dateRegister` the ISO time of the input's clock, the anti-bot token. */
const sendRatingActor = fromPromise<true, FormSubmitInput<RatingMachineInput, RatingFormValues, undefined>>(
  async ({ input, signal }) => {
    const { values } = input;
    const now = input.input.now ?? (() => new Date());
    const sent = await input.input.client.ratings.send(
      {
        idProductRating: 0,
        title: values.title,
        comment: values.comment,
        name: values.name,
        email: values.email,
        addressCity: values.city,
        addressState: values.state,
        rate: values.rate,
        leavePublicEmail: values.leavePublicEmail === true,
        idProduct: input.input.idProduct,
        dateRegister: now().toISOString(),
        tokenRecaptcha: input.token,
      },
      { signal },
    );
    if (!sent) throw new SubmissionRejectedError('ratings.send');
    return true;
  },
);

/**
 * The product rating form: choosing star n is `{ type: 'field.change', name: 'rate', value: n }`;
 * submit asks for the 'Evaluation' anti-bot token (when the store lists it), is loading while sending,
 * emits 'Avaliação registrada com sucesso.' and resets on success, and emits
 * 'Ocorreu um erro ao registrar a avaliação do produto.' keeping the values on failure.
 */
export const ratingMachine = createFormMachine({
  id: 'rating',
  schema: (input: RatingMachineInput) => createRatingFormSchema(input.formMessages ?? formMessages),
  initialValues: (): RatingValues => ({
    name: '',
    email: '',
    city: '',
    state: '',
    title: '',
    comment: '',
    rate: 0,
    leavePublicEmail: false,
  }),
  initialResources: undefined,
  submit: sendRatingActor,
  antiBotAction: () => RATING_ANTI_BOT_ACTION,
  successAlert: (input) => ({ type: 'alert', kind: 'success', title: texts(input).success }),
  failureAlert: (input) => ({ type: 'alert', kind: 'error', title: texts(input).failure }),
});
