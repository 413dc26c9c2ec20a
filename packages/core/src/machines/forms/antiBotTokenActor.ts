import { fromPromise } from 'xstate';
import type { AntiBotTokenProvider } from './createAntiBotTokenProvider';

/** Input of {@link antiBotTokenActor}: the page's provider (`undefined` when the host has none) and the action. */
export interface AntiBotTokenInput {
  readonly provider: AntiBotTokenProvider | undefined;
  readonly action: string | undefined;
}

/**
 * Resolves the anti-bot token of a submission: '' without a provider or an action, otherwise the
 * provider's token (itself '' when the store does not protect the action).
 */
export const antiBotTokenActor = fromPromise<string, AntiBotTokenInput>(async ({ input }) =>
  input.provider && input.action ? input.provider.tokenFor(input.action) : '',
);
