const cepPattern = /^\d{5}-?\d{3}$/;

/** Tells whether a CEP (Brazilian postal code) is well formed: 8 digits, bare or masked `00000-000`, not all zeros. */
export function isValidCep(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return cepPattern.test(trimmed) && trimmed !== '00000-000' && trimmed !== '00000000';
}
