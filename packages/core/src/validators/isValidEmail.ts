// The dot-atom of RFC 5322 for the local part: printable ASCII without spaces, quotes, brackets, commas or '@'.
const localPartPattern = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// A DNS label: letters, digits and inner hyphens, 1–63 characters.
const domainLabelPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const topLevelDomainPattern = /^[A-Za-z]{2,63}$/;

/**
 * Tells whether an email address is valid: the standard pattern plus the common email check of the storefront
 * (exactly one '@', no spaces, no consecutive dots, no dot at either end of the local part, a domain with a
 * top-level domain of at least 2 letters, local part ≤ 64 and whole address ≤ 254 characters).
 * Surrounding spaces make it invalid: trim before calling when the input comes from a text field.
 */
export function isValidEmail(value: string | null | undefined): boolean {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const localPart = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (localPart.length > 64 || !localPartPattern.test(localPart)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => domainLabelPattern.test(label))) return false;
  return topLevelDomainPattern.test(labels[labels.length - 1] ?? '');
}
