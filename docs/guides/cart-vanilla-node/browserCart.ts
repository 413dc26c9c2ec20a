// #region browser
import { type CartView, cartMachine, createCartClient, formatPrice, selectCartView } from '@vitrine/core';
import { createActor } from 'xstate';

/**
 * A cart in a plain page: a badge, the lines, the total and an alert line, rendered from each snapshot of the
 * cart machine. `baseUrl` is '' when the page and the store API share an origin (the usual case).
 */
export function mountCart(root: HTMLElement, options: { readonly baseUrl: string }) {
  root.innerHTML = `
    <p><span data-cart="count">?</span> itens</p>
    <ul data-cart="lines" aria-label="Carrinho"></ul>
    <p>Total: <output data-cart="total"></output></p>
    <p data-cart="alert" role="status"></p>`;
  const part = (name: string) => root.querySelector(`[data-cart="${name}"]`) as HTMLElement;

  const client = createCartClient({ baseUrl: options.baseUrl });
  const cart = createActor(cartMachine, { input: { client } });

  const render = (view: CartView) => {
    part('count').textContent = view.countKnown ? String(view.count) : '?'; // never a made-up 0
    part('lines').setAttribute('aria-busy', String(view.busy));
    part('lines').replaceChildren(
      ...view.lines.map((line) => {
        const item = document.createElement('li');
        const error = view.lineErrors[line.idCartItem];
        item.textContent = `${line.quantity} × ${line.name}${error ? ` (${error})` : ''}`;
        return item;
      }),
    );
    part('total').textContent = formatPrice(view.totals.total);
  };

  cart.subscribe((snapshot) => render(selectCartView(snapshot)));
  cart.on('alert', (alert) => {
    part('alert').textContent = alert.detail ? `${alert.title} ${alert.detail}` : alert.title;
  });
  cart.start();

  return {
    /** Adds a product; the badge and the lines follow once the store confirmed it. */
    add: (idProduct: number, idSku: number | null, quantity = 1) =>
      cart.send({ type: 'cart.add', idProduct, idSku, quantity }),
    changeQuantity: (idCartItem: number, quantity: number | string) =>
      cart.send({ type: 'cart.changeQuantity', idCartItem, quantity }),
    remove: (idCartItem: number) => cart.send({ type: 'cart.remove', idCartItem }),
    actor: cart,
    stop: () => cart.stop(),
  };
}
// #endregion browser
