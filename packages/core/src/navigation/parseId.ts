/** Reads one positive integer id; `undefined` for anything else (`'12a'`, `'-1'`, `''`). */
export function parseId(value: string | null | undefined): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return id > 0 ? id : undefined;
}
