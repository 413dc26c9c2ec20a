import { type AntiBotTokenProvider, createAntiBotTokenProvider, type StoreClient } from '@vitrine/core';

/** An anti-bot source whose tokens the sandbox scores as human (test-only; a page uses reCAPTCHA's). */
export function humanAntiBot(client: StoreClient): AntiBotTokenProvider {
  return createAntiBotTokenProvider({
    loadCredentials: () => client.content.antiBotCredentials(),
    getAntiBotToken: async (action, siteKey) => `human:${action}:${siteKey}`,
  });
}
