import { formatPrice, formatRatingDate, type Order } from '@vitrine/core';

/** What a row of `OrderList` shows of one order, every value ready to print. */
export interface OrderView {
  /** The order as the store answered it. */
  readonly order: Order;
  /** The order's number: the platform's code, else its id. */
  readonly number: string;
  /** The order's date as dd/MM/yyyy (Brasília time); `undefined` when the store's date is not a date. */
  readonly dateText: string | undefined;
  /** The store's status label, shown as is. */
  readonly statusText: string;
  /** The status folded for CSS (`data-status="em-transporte"`): no accents, lower case, dashes. */
  readonly statusKey: string;
  /** The units of every line added up; `undefined` when the store did not send the lines. */
  readonly itemCount: number | undefined;
  /** The total in BRL ('R$ 329,80'). */
  readonly totalText: string;
}

/** 'Em Transporte' → 'em-transporte': accents dropped, lower case, anything else a dash. */
function statusKey(status: string): string {
  return status
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The row of one order: its number, date, status, item count and total, formatted by core's formatters. */
export function toOrderView(order: Order): OrderView {
  const number = order.code?.trim() ? order.code.trim() : String(order.idOrder);
  // Core's date formatter gives 'dd/MM/yyyy HH:mm' in Brasília time: an order is listed by its day.
  const dateText = formatRatingDate(order.date)?.slice(0, 10);
  const itemCount = order.items ? order.items.reduce((units, item) => units + item.quantity, 0) : undefined;
  return {
    order,
    number,
    dateText,
    statusText: order.status,
    statusKey: statusKey(order.status),
    itemCount,
    totalText: formatPrice(order.total),
  };
}
