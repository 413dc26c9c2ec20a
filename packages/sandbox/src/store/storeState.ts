import type { SandboxData } from '../data/types';
import type { SeededRandom } from '../random';
import type { OperationInput } from './operationInput';

/** A line of a session's cart (the view is computed from the catalogue on every read). */
export interface CartLine {
  idCartItem: number;
  idProduct: number;
  idSku: number;
  quantity: number;
}

/** Everything the sandbox keeps per visitor session. */
export interface SessionState {
  id: string;
  cart: CartLine[];
  discountKey: string | null;
  voucher: string | null;
  /** The freight option chosen (added to the cart total); null when none. */
  freight: { idShippingMode: number; name: string; valueShipping: number; cep: string } | null;
  idCustomer: number | null;
  preCheckout: { cep: string | null; shipping: unknown };
  /** Names removed by the cart timer, reported once by the next cart count. */
  expiredNames: string[];
  privacyAccepted: boolean;
  paymentSessionId: string | null;
}

/** Kinds of submissions the sandbox records. */
export type SubmissionKind =
  | 'newsletter'
  | 'contact'
  | 'budget'
  | 'alertMe'
  | 'rating'
  | 'privacy'
  | 'customerPrivacy'
  | 'recoverEmail'
  | 'register';

/** One recorded submission: what was sent, by which session, when. */
export interface SandboxSubmission {
  kind: SubmissionKind;
  session: string;
  at: string;
  payload: Record<string, unknown>;
}

/** The mutable state of a store. */
export interface StoreState {
  data: SandboxData;
  sessions: Map<string, SessionState>;
  submissions: SandboxSubmission[];
  nextId: number;
}

/** What an operation handler receives. */
export interface OperationContext {
  readonly input: OperationInput;
  readonly state: StoreState;
  readonly session: SessionState;
  readonly now: Date;
  readonly random: SeededRandom;
  /** Records a submission (kept for `store.inspect.submissions`). */
  record(kind: SubmissionKind, payload: Record<string, unknown>): void;
  /** A fresh id, unique within the store. */
  nextId(): number;
}

/** An operation's implementation: returns the JSON reply or throws a `SandboxError`. */
export type OperationHandler = (context: OperationContext) => unknown;

/** A new, empty session. */
export function createSession(id: string): SessionState {
  return {
    id,
    cart: [],
    discountKey: null,
    voucher: null,
    freight: null,
    idCustomer: null,
    preCheckout: { cep: null, shipping: null },
    expiredNames: [],
    privacyAccepted: false,
    paymentSessionId: null,
  };
}
