import { type Company, companyQuery, privacyNoticeMachine } from '@vitrine/core';
import { shallowEqual, useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { useStorefront } from '../provider/useStorefront';
import { useFlowSelector } from './useFlowSelector';

/** What `usePrivacyNotice` returns. */
export interface PrivacyNoticeFlow {
  /** Show the notice: the policy is enabled and the shopper has not accepted it yet. */
  readonly isShown: boolean;
  /** The notice text (with its link placeholder); `undefined` until known. */
  readonly alertText: string | undefined;
  /** The policy text; `undefined` when the store has none. */
  readonly policyText: string | undefined;
  /** The button's label, 'Entendi'. */
  readonly acceptLabel: string;
  /** Why recording the acceptance failed (the notice hides anyway for this page); `undefined` otherwise. */
  readonly error: string | undefined;
  /** 'Entendi': hides the notice at once and records the acceptance. */
  accept(): void;
}

/**
 * The privacy notice over core's `privacyNoticeMachine`: shown only when the store's policy is
 * enabled and the server has no acceptance. The company settings already in the page's SWR cache (server
 * fallback, `useCompany`) are reused; otherwise the machine reads them once.
 * @example
 * const notice = usePrivacyNotice();
 * notice.isShown && <div role="dialog" aria-label="Privacidade">{notice.alertText}<button onClick={notice.accept}>{notice.acceptLabel}</button></div>
 */
export function usePrivacyNotice(): PrivacyNoticeFlow {
  const { client, messages } = useStorefront();
  const { cache, fallback } = useSWRConfig();
  // The settings already on the page: in the cache (a widget read them) or the server's fallback (not in the cache
  // until a hook reads that key), so the machine does not ask the store again.
  const companyKey = unstable_serialize(companyQuery().key);
  const company = (cache.get(companyKey)?.data ?? fallback?.[companyKey]) as Company | undefined;
  const actor = useActorRef(privacyNoticeMachine, {
    input: { client, company, messages: messages.formFlow.privacy },
  });
  const state = useFlowSelector(
    actor,
    (snapshot) => ({
      isShown: snapshot.matches('shown'),
      alertText: snapshot.context.alertText,
      policyText: snapshot.context.policyText,
      acceptLabel: snapshot.context.acceptLabel,
      error: snapshot.context.error,
    }),
    shallowEqual,
  );
  return useMemo(() => ({ ...state, accept: () => actor.send({ type: 'privacy.accept' }) }), [actor, state]);
}
