import type { AntiBotCredentials } from '../../schemas/antiBotCredentialsSchema';

/**
 * Whether the store wants an anti-bot token for `action`: the check is on, a site key exists and the
 * action is one of the comma list `tipo` ('Evaluation,Contact'), compared exactly after trimming.
 */
export function isAntiBotActionListed(credentials: AntiBotCredentials, action: string): boolean {
  if (!credentials.status || !credentials.siteKey) return false;
  return (credentials.tipo ?? '')
    .split(',')
    .map((name) => name.trim())
    .includes(action);
}
