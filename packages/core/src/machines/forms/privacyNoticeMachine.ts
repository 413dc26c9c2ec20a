import { assign, fromPromise, setup } from 'xstate';
import type { StoreClient } from '../../client/StoreClient';
import type { Company } from '../../schemas/companySchema';
import { type FormFlowMessages, formFlowMessages } from './formFlowMessages';
import { SubmissionRejectedError } from './SubmissionRejectedError';

/** The input of {@link privacyNoticeMachine}. */
export interface PrivacyNoticeMachineInput {
  readonly client: StoreClient;
  /** The store settings when the host already has them; fetched when `undefined`. */
  readonly company?: Company | undefined;
  /** Replaces the button label; `undefined` keeps 'Entendi'. */
  readonly messages?: Partial<FormFlowMessages['privacy']> | undefined;
}

/** The context of {@link privacyNoticeMachine}. */
export interface PrivacyNoticeContext {
  readonly input: PrivacyNoticeMachineInput;
  /** The notice text with its link placeholder; `undefined` until the settings are known. */
  alertText: string | undefined;
  /** The policy text; `undefined` when the store has none. */
  policyText: string | undefined;
  /** The accept button's label ('Entendi'). */
  readonly acceptLabel: string;
  /** Why recording the acceptance failed; `undefined` when it did not. */
  error: string | undefined;
}

/** The events of {@link privacyNoticeMachine}: the shopper clicked 'Entendi'. */
export type PrivacyNoticeEvent = { readonly type: 'privacy.accept' };

/** What decides whether the notice shows. */
interface PrivacyStatus {
  readonly enabled: boolean;
  readonly accepted: boolean;
  readonly alertText: string | undefined;
  readonly policyText: string | undefined;
}

/**
 * The params of the actions fed by an actor's failure. Wrapped in an object because a bare `unknown`
 * param type would swallow the union `TParams | mapper` and leave the config's mapper untyped.
 */
interface FailedParams {
  readonly error: unknown;
}

const loadPrivacyStatusActor = fromPromise<PrivacyStatus, PrivacyNoticeMachineInput>(
  async ({ input, signal }) => {
    const company = input.company ?? (await input.client.content.company({ signal }));
    const policy = company.privacyPolicy;
    // A disabled policy needs no server check: the notice never shows.
    if (!policy?.statusPolicyPrivacy) {
      return { enabled: false, accepted: false, alertText: undefined, policyText: undefined };
    }
    const reply = await input.client.privacy.verify({ signal });
    return {
      enabled: true,
      accepted: reply.exist,
      alertText: policy.alertText ?? undefined,
      policyText: policy.policyPrivacy ?? undefined,
    };
  },
);

const acceptPrivacyActor = fromPromise<true, PrivacyNoticeMachineInput>(async ({ input, signal }) => {
  if (!(await input.client.privacy.create({ signal }))) throw new SubmissionRejectedError('privacy.create');
  return true;
});

/**
 * The privacy notice: `checking` → `shown` only when the company's policy is enabled and
 * the server says no acceptance exists, otherwise `hidden`; 'Entendi' (`privacy.accept`) hides it at once
 * and records the acceptance (`accepting` → `accepted`). A failed check keeps it hidden (load errors are
 * silent); a failed record still hides it for this page, with the error kept, and the next page asks again.
 */
export const privacyNoticeMachine = setup({
  types: {} as {
    context: PrivacyNoticeContext;
    events: PrivacyNoticeEvent;
    input: PrivacyNoticeMachineInput;
  },
  actors: { loadPrivacyStatus: loadPrivacyStatusActor, acceptPrivacy: acceptPrivacyActor },
  guards: {
    needsAcceptance: (_, status: PrivacyStatus) => status.enabled && !status.accepted,
  },
  actions: {
    storeStatus: assign((_, status: PrivacyStatus) => ({
      alertText: status.alertText,
      policyText: status.policyText,
    })),
    storeError: assign({
      error: (_, { error }: FailedParams) => (error instanceof Error ? error.message : String(error)),
    }),
  },
}).createMachine({
  id: 'privacyNotice',
  context: ({ input }) => ({
    input,
    alertText: undefined,
    policyText: undefined,
    acceptLabel: input.messages?.accept ?? formFlowMessages.privacy.accept,
    error: undefined,
  }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'loadPrivacyStatus',
        input: ({ context }) => context.input,
        onDone: [
          {
            guard: { type: 'needsAcceptance', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'storeStatus', params: ({ event }) => event.output },
          },
          { target: 'hidden' },
        ],
        onError: 'hidden',
      },
    },
    shown: {
      on: { 'privacy.accept': 'accepting' },
    },
    accepting: {
      invoke: {
        src: 'acceptPrivacy',
        input: ({ context }) => context.input,
        onDone: 'accepted',
        onError: {
          target: 'acceptFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    accepted: { type: 'final' },
    acceptFailed: { type: 'final' },
    hidden: { type: 'final' },
  },
});
