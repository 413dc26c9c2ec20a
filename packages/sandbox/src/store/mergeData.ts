import type { SandboxData } from '../data/types';

const idKeys = [
  'idProduct',
  'idCategory',
  'idBrand',
  'idGroup',
  'idBanner',
  'idCustomPage',
  'idCustomer',
  'idContactTopic',
  'idType',
  'idEmailInfoCategory',
  'idTakeXPayY',
  'idPaymentGateway',
  'identifier',
  'key',
  'code',
  'cep',
  'urlAntiga',
  'question',
  'name',
] as const;

function keyOf(item: unknown): unknown {
  if (!item || typeof item !== 'object') return item;
  for (const key of idKeys)
    if (key in item) return `${key}:${String((item as Record<string, unknown>)[key])}`;
  return undefined;
}

/** Extends seed data: list items with the same id replace the seed's, others are appended; objects merge shallowly. */
export function mergeData(
  seed: SandboxData,
  extra: Partial<SandboxData>,
  mode: 'merge' | 'replace',
): SandboxData {
  const result: Record<string, unknown> = { ...seed };
  for (const [section, value] of Object.entries(extra)) {
    if (value === undefined) continue;
    const base = result[section];
    if (mode === 'replace' || !Array.isArray(value) || !Array.isArray(base)) {
      result[section] =
        mode === 'merge' &&
        value &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        base &&
        typeof base === 'object'
          ? { ...(base as object), ...value }
          : value;
      continue;
    }
    const merged = [...base];
    for (const item of value) {
      const key = keyOf(item);
      const index = key === undefined ? -1 : merged.findIndex((b) => keyOf(b) === key);
      if (index >= 0) merged[index] = item;
      else merged.push(item);
    }
    result[section] = merged;
  }
  return result as unknown as SandboxData;
}
