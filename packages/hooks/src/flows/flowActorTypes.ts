import type { useActorRef } from '@xstate/react';

/** Any actor logic (a machine of core); xstate's `AnyActorLogic`, reached through `@xstate/react`. */
export type FlowLogic = Parameters<typeof useActorRef>[0];

/** The running actor of `TLogic`; xstate's `Actor<TLogic>`, reached through `@xstate/react`. */
export type FlowActorOf<TLogic extends FlowLogic> = ReturnType<typeof useActorRef<TLogic>>;

/** Creates an idle actor of `logic`, like xstate's `createActor` (see `useSharedFlowActor` for why it is passed in). */
export type CreateFlowActor = <TLogic extends FlowLogic>(
  logic: TLogic,
  options?: { readonly input?: unknown },
) => FlowActorOf<TLogic>;

/** One flow actor shared by every hook of a provider (its page), with its bus wiring. */
export interface SharedFlowActor<TActor> {
  readonly actor: TActor;
  /** Whether a hook (or the provider) holds the actor now, so it is wired to the bus. */
  readonly held: boolean;
  /** Starts the actor on first use and wires it to the bus while at least one hook holds it; returns the release. */
  retain(): () => void;
}
