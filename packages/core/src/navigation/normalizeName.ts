/** Folds a name for comparison: accents dropped, lower case, spaces collapsed (`' Política  de '` → `'politica de'`). */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
