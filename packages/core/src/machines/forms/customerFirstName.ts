/** The first name of a customer's full name, for the welcome message ('Maria Silva' → 'Maria'); '' for a blank name. */
export function customerFirstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
