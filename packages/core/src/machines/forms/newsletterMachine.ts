import { fromPromise } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import { createNewsletterEmailOnlyFormSchema } from '../../forms/newsletterEmailOnlyFormSchema';
import { createNewsletterFormSchema } from '../../forms/newsletterFormSchema';
import {
  createFormMachine,
  type FormFlowInput,
  type FormSchemaLike,
  type FormSubmitInput,
} from './createFormMachine';
import { type FormFlowMessages, formFlowMessages } from './formFlowMessages';
import { SubmissionRejectedError } from './SubmissionRejectedError';

/** The raw values of the newsletter form; `name` stays '' (and is not checked) in the email-only mode. */
export interface NewsletterValues extends Record<string, unknown> {
  name: string;
  email: string;
}

/** The input of {@link newsletterMachine}. */
export interface NewsletterMachineInput extends FormFlowInput {
  readonly client: StoreClient;
  /** 'nameAndEmail' (default) shows and checks the name; 'emailOnly' asks only for the e-mail. */
  readonly mode?: 'nameAndEmail' | 'emailOnly' | undefined;
  /** Replaces some alert texts; `undefined` keeps the spec's. */
  readonly messages?: Partial<FormFlowMessages['newsletter']> | undefined;
  /** Replaces the field messages; `undefined` keeps the spec's. */
  readonly formMessages?: FormMessages | undefined;
}

/** What a valid newsletter form parses to: the name is absent in the email-only mode. */
interface NewsletterSubmission {
  readonly name?: string;
  readonly email: string;
}

const texts = (input: NewsletterMachineInput) => ({ ...formFlowMessages.newsletter, ...input.messages });

/**
 * Registers an e-mail: loads the newsletter categories, then registers
 * `{ idEmailInfo: 0, name, email, emailInfoCategory, gender: 'M' }`. A false reply fails like an HTTP error.
 */
const registerNewsletterActor = fromPromise<
  true,
  FormSubmitInput<NewsletterMachineInput, NewsletterSubmission, undefined>
>(async ({ input, signal }) => {
  const { client } = input.input;
  const categories = await client.newsletter.categories({ signal });
  const registered = await client.newsletter.register(
    {
      idEmailInfo: 0,
      name: input.values.name ?? '',
      email: input.values.email,
      emailInfoCategory: categories,
      gender: 'M',
    },
    { signal },
  );
  if (!registered) throw new SubmissionRejectedError('newsletter.register');
  return true;
});

/**
 * The newsletter form (name and e-mail, or e-mail only): submit loads the categories then registers;
 * success emits 'E-mail cadastrado com sucesso!' and resets the form, a false reply or an HTTP error
 * emits 'Erro ao cadastrar email!' with 'Ocorreu um erro ao adicionar seu email.' and keeps the values.
 */
export const newsletterMachine = createFormMachine({
  id: 'newsletter',
  schema: (input: NewsletterMachineInput): FormSchemaLike<NewsletterSubmission> =>
    input.mode === 'emailOnly'
      ? createNewsletterEmailOnlyFormSchema(input.formMessages ?? formMessages)
      : createNewsletterFormSchema(input.formMessages ?? formMessages),
  initialValues: (): NewsletterValues => ({ name: '', email: '' }),
  submit: registerNewsletterActor,
  initialResources: undefined,
  successAlert: (input) => ({ type: 'alert', kind: 'success', title: texts(input).success }),
  failureAlert: (input) => ({
    type: 'alert',
    kind: 'error',
    title: texts(input).failure,
    detail: texts(input).failureDetail,
  }),
});
