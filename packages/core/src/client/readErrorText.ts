/** Server texts longer than this are not messages meant for shoppers (stack traces, dumps). */
const maxLength = 500;

/**
 * The error text of a failed reply, as the storefront shows it: `{ "message": "..." }`, else
 * `{ "error": "..." }`, else a JSON string, else the plain-text body. `undefined` for an empty body,
 * an HTML error page or anything else that is not a message for shoppers.
 */
export function readErrorText(body: string): string | undefined {
  const text = body.trim();
  if (text === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    if (text.startsWith('<') || text.length > maxLength) return undefined;
    return text;
  }
  if (typeof parsed === 'string') return parsed.trim() || undefined;
  if (typeof parsed === 'object' && parsed !== null) {
    for (const key of ['message', 'error'] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
  }
  return undefined;
}
