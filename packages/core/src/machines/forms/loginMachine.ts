import {
  type ActorRefFromLogic,
  type AnyActorRef,
  assign,
  emit,
  fromPromise,
  type MetaObject,
  type NonReducibleUnknown,
  type PromiseActorLogic,
  type StateMachine,
  type StateSchema,
  setup,
} from 'xstate';
import { isStoreApiError } from '../../client/isStoreApiError';
import type { StoreClient } from '../../client/StoreClient';
import type { FormMessages } from '../../forms/formMessages';
import { isSignedIn } from '../../rules/isSignedIn';
import type { Customer } from '../../schemas/customerSchema';
import type { AlertEvent } from './AlertEvent';
import type { AntiBotTokenProvider } from './createAntiBotTokenProvider';
import { type FormFlowMessages, formFlowMessages } from './formFlowMessages';
import { loginFormMachine } from './loginFormMachine';
import { SubmissionRejectedError } from './SubmissionRejectedError';

/** The input of {@link loginMachine}. */
export interface LoginMachineInput {
  readonly client: StoreClient;
  /** The page's anti-bot provider; `undefined` sends '' tokens. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
  /** The anti-bot action of login; 'Login' when `undefined`. */
  readonly antiBotAction?: string | undefined;
  /** Replaces some texts; `undefined` keeps the spec's. */
  readonly messages?: Partial<FormFlowMessages['session']> | undefined;
  /** Replaces the login form's field messages; `undefined` keeps the defaults. */
  readonly formMessages?: FormMessages | undefined;
}

/** The context of {@link loginMachine}. */
export interface LoginContext {
  readonly input: LoginMachineInput;
  /** The customer the server knows; `undefined` for a visitor (or before the first check). */
  customer: Customer | undefined;
}

/** The events of {@link loginMachine}. */
export type LoginEvent =
  /** Ends the session ('Sair'). */
  | { readonly type: 'logout' }
  /** Another flow (registration, social login) signed the shopper in. */
  | { readonly type: 'session.authenticated'; readonly customer: Customer }
  /** Runs the session validity check (the product detail page does it on load). */
  | { readonly type: 'session.check' }
  /** The signed-in customer's data changed (the account form saved a new name or e-mail). */
  | { readonly type: 'session.updated'; readonly customer: Customer };

/** What the login machine emits: alert banners, and the request to reload the page after a failed session check. */
export type LoginEmitted = AlertEvent | { readonly type: 'page.reload' };

/**
 * The child actors of {@link loginMachine}: `loginForm` is the login form while the shopper is anonymous
 * (`snapshot.children.loginForm`); the session calls run as children with generated ids.
 */
export interface LoginChildren {
  [id: string]: AnyActorRef | undefined;
  loginForm?: ActorRefFromLogic<typeof loginFormMachine> | undefined;
}

/** The states of {@link loginMachine}: the session, and the validity check beside it. */
export type LoginStateValue = {
  session: 'checking' | 'anonymous' | 'authenticated' | 'loggingOut';
  sessionCheck: 'idle' | 'checking';
};

/** The actors {@link loginMachine} invokes (the `src` names `machine.provide({ actors })` replaces). */
export type LoginActor =
  | {
      src: 'verifyLogin';
      logic: PromiseActorLogic<Customer | null, { readonly client: StoreClient }>;
      id: string | undefined;
    }
  | { src: 'loginForm'; logic: typeof loginFormMachine; id: 'loginForm' }
  | {
      src: 'logout';
      logic: PromiseActorLogic<true, { readonly client: StoreClient }>;
      id: string | undefined;
    }
  | {
      src: 'checkSession';
      logic: PromiseActorLogic<boolean, { readonly client: StoreClient; readonly authenticated: boolean }>;
      id: string | undefined;
    };

/** The actions of {@link loginMachine}, with their params. */
export type LoginAction =
  | { type: 'storeCustomer'; params: Customer | undefined }
  | { type: 'clearCustomer'; params: undefined }
  | { type: 'emitLogoutFailure'; params: undefined }
  | { type: 'emitPageReload'; params: undefined };

/** The guards of {@link loginMachine}, with their params. */
export type LoginGuard =
  | { type: 'isAuthenticatedWithPassword'; params: Customer | null | undefined }
  | { type: 'sessionIsValid'; params: boolean };

/**
 * The type of {@link loginMachine}, written out: the inferred one repeated the login form's whole machine type
 * and merged its children into an index signature that a strict type check of the declarations rejects.
 */
export type LoginMachine = StateMachine<
  LoginContext,
  LoginEvent,
  LoginChildren,
  LoginActor,
  LoginAction,
  LoginGuard,
  never,
  LoginStateValue,
  string,
  LoginMachineInput,
  NonReducibleUnknown,
  LoginEmitted,
  MetaObject,
  StateSchema
>;

const verifyLoginActor = fromPromise<Customer | null, { readonly client: StoreClient }>(({ input, signal }) =>
  input.client.customer.verifyLogin({ signal }),
);

const logoutActor = fromPromise<true, { readonly client: StoreClient }>(async ({ input, signal }) => {
  if (!(await input.client.customer.logout({ signal }))) throw new SubmissionRejectedError('customer.logout');
  return true;
});

/**
 * Resolves true when the session is still valid. A signed-in customer's session is checked with
 * `customer.verifySession`, a visitor's with `content.validSession`. A false reply or an HTTP error
 * fails the check; a call that got no answer (offline, timeout) does not, so a flaky network never
 * reloads the page in a loop.
 */
const checkSessionActor = fromPromise<
  boolean,
  { readonly client: StoreClient; readonly authenticated: boolean }
>(async ({ input, signal }) => {
  try {
    return input.authenticated
      ? await input.client.customer.verifySession({ signal })
      : await input.client.content.validSession({ signal });
  } catch (error) {
    if (isStoreApiError(error) && error.kind !== 'http') return true;
    return false;
  }
});

/**
 * The shopper's session (Login state): `checking` → `anonymous` (the invite to
 * /customer/login, with the login form as the child actor `loginForm`) or `authenticated` (a customer
 * with a password: welcome with the first name and the menu). `logout` goes back to anonymous; a failed
 * logout stays signed in and emits 'Erro ao realizar o logout.'. `session.check` runs the validity check
 * in parallel and emits `{ type: 'page.reload' }` when it fails.
 */
export const loginMachine: LoginMachine = setup({
  types: {} as {
    context: LoginContext;
    events: LoginEvent;
    // Names the invoked login form so `snapshot.children.loginForm` is typed as that form's actor.
    children: { loginForm: 'loginForm' };
    input: LoginMachineInput;
    emitted: LoginEmitted;
  },
  actors: {
    verifyLogin: verifyLoginActor,
    loginForm: loginFormMachine,
    logout: logoutActor,
    checkSession: checkSessionActor,
  },
  guards: {
    isAuthenticatedWithPassword: (_, customer: Customer | null | undefined) => isSignedIn(customer),
    sessionIsValid: (_, valid: boolean) => valid,
  },
  actions: {
    storeCustomer: assign({ customer: (_, customer: Customer | undefined) => customer }),
    clearCustomer: assign({ customer: undefined }),
    emitLogoutFailure: emit(({ context }) => ({
      type: 'alert' as const,
      kind: 'error' as const,
      title: context.input.messages?.logoutFailure ?? formFlowMessages.session.logoutFailure,
    })),
    emitPageReload: emit({ type: 'page.reload' as const }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ input, customer: undefined }),
  type: 'parallel',
  states: {
    session: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            src: 'verifyLogin',
            input: ({ context }) => ({ client: context.input.client }),
            onDone: [
              {
                guard: { type: 'isAuthenticatedWithPassword', params: ({ event }) => event.output },
                target: 'authenticated',
                actions: { type: 'storeCustomer', params: ({ event }) => event.output ?? undefined },
              },
              { target: 'anonymous' },
            ],
            // Load errors are silent: the shopper can still sign in.
            onError: 'anonymous',
          },
        },
        anonymous: {
          invoke: {
            id: 'loginForm',
            src: 'loginForm',
            input: ({ context }) => ({
              client: context.input.client,
              antiBot: context.input.antiBot,
              antiBotAction: context.input.antiBotAction,
              formMessages: context.input.formMessages,
            }),
            onDone: {
              target: 'authenticated',
              actions: { type: 'storeCustomer', params: ({ event }) => event.output },
            },
          },
          on: {
            'session.authenticated': {
              target: 'authenticated',
              actions: { type: 'storeCustomer', params: ({ event }) => event.customer },
            },
          },
        },
        authenticated: {
          on: {
            logout: 'loggingOut',
            'session.updated': {
              actions: { type: 'storeCustomer', params: ({ event }) => event.customer },
            },
          },
        },
        loggingOut: {
          invoke: {
            src: 'logout',
            input: ({ context }) => ({ client: context.input.client }),
            onDone: { target: 'anonymous', actions: 'clearCustomer' },
            onError: { target: 'authenticated', actions: 'emitLogoutFailure' },
          },
        },
      },
    },
    sessionCheck: {
      initial: 'idle',
      states: {
        idle: { on: { 'session.check': 'checking' } },
        checking: {
          invoke: {
            src: 'checkSession',
            input: ({ context }) => ({
              client: context.input.client,
              authenticated: context.customer !== undefined,
            }),
            onDone: [
              { guard: { type: 'sessionIsValid', params: ({ event }) => event.output }, target: 'idle' },
              { target: 'idle', actions: 'emitPageReload' },
            ],
            onError: { target: 'idle', actions: 'emitPageReload' },
          },
          // A check already running answers for this request too.
        },
      },
    },
  },
});
