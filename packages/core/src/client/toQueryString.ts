/** A value a query-string parameter can take; `undefined`, `null` and empty lists are left out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * Serialises query parameters into the `params` text of a call (`page=2&idVariation=3,7`), in the
 * order given. Lists are joined with commas, booleans become 'true'/'false', and values are
 * percent-encoded as `URLSearchParams` does (so `/` in a textLink becomes `%2F`, a space `+`).
 */
export function toQueryString(params: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.append(key, value.join(','));
      continue;
    }
    search.append(key, String(value));
  }
  return search.toString();
}
