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
