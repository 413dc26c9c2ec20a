/**
 * The `tel:` link of the store's contact phone: the mask stripped and a leading 0 added for
 * long-distance dialling (`'(11) 3333-4444'` → `'tel:01133334444'`). A number written with `+` keeps
 * the international form. `undefined` when the text holds no digit.
 */
export function contactPhoneHref(phone: string | null | undefined): string | undefined {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits === '') return undefined;
  if ((phone ?? '').trim().startsWith('+')) return `tel:+${digits}`;
  return `tel:${digits.startsWith('0') ? digits : `0${digits}`}`;
}
