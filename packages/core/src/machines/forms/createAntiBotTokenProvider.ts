import type { AntiBotCredentials } from '../../schemas/antiBotCredentialsSchema';
import { isAntiBotActionListed } from './isAntiBotActionListed';

/** Asks the browser's anti-bot script (reCAPTCHA v3) for a token of `action` with the store's `siteKey`. */
export type GetAntiBotToken = (action: string, siteKey: string) => Promise<string>;

/** Options of {@link createAntiBotTokenProvider}. */
export interface AntiBotTokenProviderOptions {
  /** Loads the store's credentials, usually `client.content.antiBotCredentials`. */
  readonly loadCredentials: () => Promise<AntiBotCredentials>;
  /** Gets a token from the anti-bot script, which the UI layer loads with the site key. */
  readonly getAntiBotToken: GetAntiBotToken;
}

/** Hands out the anti-bot token of a form submission; shared by every form of a page. */
export interface AntiBotTokenProvider {
  /** The token for `action`, or '' when the store does not protect that action. */
  tokenFor(action: string): Promise<string>;
}

/**
 * Creates the anti-bot token source of a page: the credentials are fetched once (a failed fetch is
 * retried on the next submission and meanwhile counts as "no protection", so a flaky settings call never
 * blocks a form), and a token is requested only when the action is in the store's `tipo` list.
 * @example
 * declare const grecaptcha: { execute(siteKey: string, options: { action: string }): Promise<string> };
 * const client = createStoreClient({ baseUrl: '' });
 * const antiBot = createAntiBotTokenProvider({
 *   loadCredentials: () => client.content.antiBotCredentials(),
 *   getAntiBotToken: (action, siteKey) => grecaptcha.execute(siteKey, { action }),
 * });
 */
export function createAntiBotTokenProvider(options: AntiBotTokenProviderOptions): AntiBotTokenProvider {
  let credentials: Promise<AntiBotCredentials | undefined> | undefined;
  const load = () => {
    credentials ??= options.loadCredentials().catch(() => {
      credentials = undefined;
      return undefined;
    });
    return credentials;
  };
  return {
    async tokenFor(action) {
      const loaded = await load();
      if (!loaded?.siteKey || !isAntiBotActionListed(loaded, action)) return '';
      return options.getAntiBotToken(action, loaded.siteKey);
    },
  };
}
