/** The notice text around its link placeholder. */
export interface AlertTextParts {
  /** The text before the placeholder (all of it when there is none). */
  readonly before: string;
  /** The text after the placeholder ('' when there is none). */
  readonly after: string;
  /** Whether the text had a placeholder for the policy link. */
  readonly hasLink: boolean;
}

/**
 * The link placeholders a store's notice text may hold: `{link}`, `{{link}}` or `[link]` (any case, inner spaces
 * allowed).
 */
export const alertTextLinkPlaceholder = /\{\{\s*link\s*\}\}|\{\s*link\s*\}|\[\s*link\s*\]/i;

/**
 * Splits the privacy notice's text (`company.privacyPolicy.alertText`) at its first link placeholder, so the
 * policy link can be put in its place; a text without one is kept whole.
 * @example
 * splitAlertText('Leia a nossa {link}.'); // { before: 'Leia a nossa ', after: '.', hasLink: true }
 */
export function splitAlertText(alertText: string | null | undefined): AlertTextParts {
  const text = alertText ?? '';
  const match = alertTextLinkPlaceholder.exec(text);
  if (!match) return { before: text.trim(), after: '', hasLink: false };
  return {
    before: text.slice(0, match.index).trimStart(),
    after: text.slice(match.index + match[0].length).trimEnd(),
    hasLink: true,
  };
}
