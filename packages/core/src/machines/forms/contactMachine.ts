import { fromPromise } from 'xstate';
import { isStoreApiError } from '../../client/isStoreApiError';
import type { StoreClient } from '../../client/StoreClient';
import { type ContactFormValues, createContactFormSchema } from '../../forms/contactFormSchema';
import { type FormMessages, formMessages } from '../../forms/formMessages';
import type { ContactTopic } from '../../schemas/contactTopicSchema';
import { contactErrorCode } from './contactErrorCode';
import { createFormMachine, type FormFlowInput, type FormSubmitInput } from './createFormMachine';
import { type FormFlowMessages, formFlowMessages } from './formFlowMessages';
import { SubmissionRejectedError } from './SubmissionRejectedError';

/**
 * The raw values of the contact form: Nome, E-mail, Telefone, Estado (UF, '' is the select's default),
 * Cidade, Descrição (the topic's `idContactTopic`, '' by default), Assunto and Mensagem.
 */
export interface ContactValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  state: string;
  city: string;
  topic: number | string;
  subject: string;
  message: string;
}

/** The input of {@link contactMachine}. */
export interface ContactMachineInput extends FormFlowInput {
  readonly client: StoreClient;
  /** The anti-bot action of the form; 'Contact' when `undefined`. */
  readonly antiBotAction?: string | undefined;
  /** Replaces some alert texts; `undefined` keeps the spec's. */
  readonly messages?: Partial<FormFlowMessages['contact']> | undefined;
  /** Replaces the field messages; `undefined` keeps the spec's. */
  readonly formMessages?: FormMessages | undefined;
}

/** The contact machine's resources: the topics of the Descrição select (empty until loaded, or if loading failed). */
export interface ContactResources {
  readonly topics: readonly ContactTopic[];
}

const texts = (input: ContactMachineInput) => ({ ...formFlowMessages.contact, ...input.messages });

/** Loads the contact topics (the Descrição select). */
const loadContactTopicsActor = fromPromise<ContactResources, { readonly input: ContactMachineInput }>(
  async ({ input, signal }) => ({ topics: await input.input.client.contact.topics({ signal }) }),
);

/** Sends the contact form with the chosen topic's `{ idContactTopic, description }` and the anti-bot token. */
const sendContactActor = fromPromise<
  true,
  FormSubmitInput<ContactMachineInput, ContactFormValues, ContactResources>
>(async ({ input, signal }) => {
  const { values } = input;
  const topic = input.resources.topics.find((candidate) => candidate.idContactTopic === values.topic);
  const sent = await input.input.client.contact.send(
    {
      name: values.name,
      email: values.email,
      city: values.city,
      state: values.state,
      phone: values.phone,
      subject: values.subject,
      message: values.message,
      contactTopic: { idContactTopic: values.topic, description: topic?.description ?? '' },
      tokenRecaptcha: input.token,
    },
    { signal },
  );
  if (!sent) throw new SubmissionRejectedError('contact.send');
  return true;
});

/**
 * The contact page form: loads the topics while the shopper types; submit asks for the anti-bot token
 * (action 'Contact' when the store lists it) and sends. Success emits 'Formulário enviado com sucesso'
 * and resets every field, state and topic included; failure emits 'Erro ao enviar formulário (code)'
 * (see `contactErrorCode`) with the server's text as detail when it gave one.
 */
export const contactMachine = createFormMachine({
  id: 'contact',
  schema: (input: ContactMachineInput) => createContactFormSchema(input.formMessages ?? formMessages),
  initialValues: (): ContactValues => ({
    name: '',
    email: '',
    phone: '',
    state: '',
    city: '',
    topic: '',
    subject: '',
    message: '',
  }),
  load: loadContactTopicsActor,
  initialResources: { topics: [] } as ContactResources,
  submit: sendContactActor,
  antiBotAction: (input) => input.antiBotAction ?? 'Contact',
  successAlert: (input) => ({ type: 'alert', kind: 'success', title: texts(input).success }),
  failureAlert: (input, error) => ({
    type: 'alert',
    kind: 'error',
    title: `${texts(input).failure} (${contactErrorCode(error)})`,
    // The server's own text says what to fix (e.g. a rejected anti-bot check); other kinds have none.
    ...(isStoreApiError(error) && error.kind === 'http' ? { detail: error.message } : {}),
  }),
});
