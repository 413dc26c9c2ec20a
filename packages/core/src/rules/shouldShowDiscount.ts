import { discountPercent } from '../format/discountPercent';

/** Whether the discount flag shows: the promotion price is above 0 and the rounded discount percent above 0. */
export function shouldShowDiscount(price: number, promotion: number | null | undefined): boolean {
  if (typeof promotion !== 'number' || !(promotion > 0)) return false;
  return discountPercent(price, promotion) > 0;
}
