import { type CartItem, isOutOfStock } from '@vitrine/core';
import type { MouseEvent } from 'react';
import { useId, useMemo } from 'react';
import { useCart } from '../useCart';

/** What `useCartLine` returns: the line's display data, its messages, its commands and a prop bag per part. */
export interface CartLineFlow {
  /** The line as the shopper sees it (pending changes applied). */
  readonly line: CartItem;
  readonly name: string;
  /** The product page; `undefined` when the platform gave none (render the name as text). */
  readonly href: string | undefined;
  /** The default image's URL; `undefined` when the product has none. */
  readonly image: string | undefined;
  /** The chosen variations, 'Cor: Azul / Tamanho: M'; '' for a product without variations. */
  readonly variations: string;
  /** The unit list price in BRL. */
  readonly price: number;
  /** The unit promotional price in BRL; `undefined` without a promotion. */
  readonly pricePromotion: number | undefined;
  readonly quantity: number;
  /** Out of stock (stock 0 or exhausted): the line can only be removed, and it blocks checkout. */
  readonly outOfStock: boolean;
  /** The server's text of this line's failed change or delete; `undefined` otherwise. */
  readonly error: string | undefined;
  /** A notice of a change that went through adjusted ('Temos apenas 3 em estoque.'); `undefined` otherwise. */
  readonly notice: string | undefined;
  /** The quantity as typed, normalised to 1..9999 and capped at stock (see `CartActions.changeQuantity`). */
  changeQuantity(quantity: number | string): void;
  remove(): void;
  /** Hides the error shown next to the line. */
  dismissError(): void;
  /** The line element's props: `data-stock="out"`, `data-error`, described by the error when there is one. */
  getLineProps(): {
    readonly 'data-stock': 'out' | undefined;
    readonly 'data-error': '' | undefined;
    readonly 'aria-describedby': string | undefined;
  };
  /** A quantity control's options (`QuantityInput`'s): the value, the stock cap, disabled when out of stock. */
  getQuantityProps(): {
    readonly value: number;
    readonly stock: number | undefined;
    readonly disabled: boolean;
    readonly onValueChange: (quantity: number | string) => void;
  };
  /** The remove button's props; a consumer's `onClick` runs first and its `preventDefault()` keeps the line. */
  getRemoveProps(theirs?: {
    readonly onClick?: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;
  }): {
    readonly type: 'button';
    readonly onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  };
  /** The error text's props: the id the line is described by, `role="alert"`. */
  getErrorProps(): { readonly id: string; readonly role: 'alert' };
  /** The notice's props: `role="status"`, so it is announced politely. */
  getNoticeProps(): { readonly role: 'status' };
}

/**
 * One cart line's behaviour over `useCart`: its display data (name, image, variations, prices), the error or
 * notice next to it, and prop getters for the quantity control, the remove button and the messages. The
 * component re-renders only when this line's error or notice changes (or the line itself).
 * @example
 * declare const line: CartItem;
 * declare function QuantityInput(props: ReturnType<CartLineFlow['getQuantityProps']> & { label: string }): ReactNode;
 * const item = useCartLine(line);
 * <li {...item.getLineProps()}>{item.name}<QuantityInput {...item.getQuantityProps()} label="Quantidade" />
 *   <button {...item.getRemoveProps()}>Remover</button>{item.error ? <p {...item.getErrorProps()}>{item.error}</p> : null}</li>
 */
export function useCartLine(line: CartItem): CartLineFlow {
  const id = line.idCartItem;
  const { error, notice, changeQuantity, remove, dismissLineError } = useCart((view) => ({
    error: view.lineErrors[id],
    notice: view.lineNotices[id],
  }));
  const errorId = useId();
  return useMemo(() => {
    const outOfStock = isOutOfStock(line);
    const setQuantity = (quantity: number | string) => {
      void changeQuantity(id, quantity);
    };
    const removeLine = () => {
      void remove(id);
    };
    return {
      line,
      name: line.name,
      href: line.urlProduct ?? undefined,
      image: line.productImage?.imageDefault ?? undefined,
      variations: (line.cartItemVariations ?? [])
        .map((variation) => `${variation.nameReference}: ${variation.nameVariation}`)
        .join(' / '),
      price: line.price,
      pricePromotion: line.pricePromotion ? line.pricePromotion : undefined,
      quantity: line.quantity,
      outOfStock,
      error,
      // An error outranks a notice: the line shows one message at a time.
      notice: error === undefined ? notice : undefined,
      changeQuantity: setQuantity,
      remove: removeLine,
      dismissError: () => dismissLineError(id),
      getLineProps: () => ({
        'data-stock': outOfStock ? 'out' : undefined,
        'data-error': error === undefined ? undefined : '',
        'aria-describedby': error ? errorId : undefined,
      }),
      getQuantityProps: () => ({
        value: line.quantity,
        stock: outOfStock ? undefined : line.stock,
        disabled: outOfStock,
        onValueChange: setQuantity,
      }),
      getRemoveProps: (theirs) => ({
        type: 'button',
        onClick: (event) => {
          theirs?.onClick?.(event);
          if (!event.defaultPrevented) removeLine();
        },
      }),
      getErrorProps: () => ({ id: errorId, role: 'alert' }),
      getNoticeProps: () => ({ role: 'status' }),
    };
  }, [line, id, error, notice, errorId, changeQuantity, remove, dismissLineError]);
}
