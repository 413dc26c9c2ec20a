/**
 * The whole cart flow of @vitrine/core in a plain page: the typed client talks to `/api`, `cartMachine`
 * holds the cart, and a small render function mirrors its snapshot into the DOM. No framework.
 */
import {
  type CartItem,
  cartEndpoints,
  cartMachine,
  catalogueEndpoints,
  createStoreClientFor,
  deliveryTimeText,
  formatPrice,
  freightPriceText,
  initialSku,
  type Product,
  preCheckoutEndpoints,
  selectCartView,
} from '@vitrine/core';
import { createActor, type SnapshotFrom } from 'xstate';

// Only the areas this page uses: the showcase (catalogue) and the cart with its pre-checkout. An app that
// shows no products would use `createCartClient({ baseUrl: '' })`.
const client = createStoreClientFor(
  { ...catalogueEndpoints, ...cartEndpoints, ...preCheckoutEndpoints },
  { baseUrl: '' },
);
const cart = createActor(cartMachine, { input: { client } });

const $ = <E extends HTMLElement>(id: string) => document.getElementById(id) as E;

function renderProducts(products: readonly Product[]): void {
  const list = $('products');
  list.replaceChildren(
    ...products.map((product) => {
      const item = document.createElement('li');
      item.className = 'cv-product';
      const name = document.createElement('p');
      name.textContent = product.name;
      const price = document.createElement('p');
      price.className = 'cv-price';
      price.textContent = formatPrice(product.pricePromotion || product.price);
      const add = document.createElement('button');
      add.type = 'button';
      add.textContent = 'Adicionar ao Carrinho';
      add.setAttribute('aria-label', `Adicionar ao Carrinho: ${product.name}`);
      const sku = initialSku(product.skUs ?? []);
      add.addEventListener('click', () => {
        cart.send({ type: 'cart.add', idProduct: product.idProduct, idSku: sku?.idSku ?? null, quantity: 1 });
      });
      item.append(name, price, add);
      return item;
    }),
  );
  list.removeAttribute('aria-busy');
}

/** Updates one line in place so a focused quantity field keeps its caret while the cart re-renders. */
function renderLine(element: HTMLElement, line: CartItem, error: string | undefined): void {
  element.dataset.id = String(line.idCartItem);
  if (!element.firstChild) {
    element.innerHTML = `<p class="cv-line-name"></p><label class="cv-qty">Quantidade
      <input type="number" min="1" max="9999" inputmode="numeric" /></label>
      <p class="cv-line-price"></p><button type="button" class="cv-remove">Remover</button>
      <p class="cv-error" role="alert"></p>`;
    const input = element.querySelector('input') as HTMLInputElement;
    input.addEventListener('change', () => {
      cart.send({
        type: 'cart.changeQuantity',
        idCartItem: Number(element.dataset.id),
        quantity: input.value,
      });
    });
    (element.querySelector('.cv-remove') as HTMLButtonElement).addEventListener('click', () => {
      cart.send({ type: 'cart.remove', idCartItem: Number(element.dataset.id) });
    });
  }
  (element.querySelector('.cv-line-name') as HTMLElement).textContent = line.name;
  const input = element.querySelector('input') as HTMLInputElement;
  input.setAttribute('aria-label', `Quantidade de ${line.name}`);
  if (document.activeElement !== input) input.value = String(line.quantity);
  const unit = line.pricePromotion && line.pricePromotion < line.price ? line.pricePromotion : line.price;
  (element.querySelector('.cv-line-price') as HTMLElement).textContent = formatPrice(unit * line.quantity);
  (element.querySelector('.cv-remove') as HTMLElement).setAttribute('aria-label', `Remover ${line.name}`);
  (element.querySelector('.cv-error') as HTMLElement).textContent = error ?? '';
}

function renderCart(snapshot: SnapshotFrom<typeof cartMachine>): void {
  // The view is the one reader of the machine: nothing here looks at its context or state names.
  const view = selectCartView(snapshot);
  const { lines, totals, lineErrors, lineNotices } = view;
  const {
    cep,
    cepError,
    options: freightOptions,
    selected: selectedFreight,
    error: freightError,
  } = view.freight;
  $('cart-status').textContent = view.isLoading
    ? 'Carregando o carrinho…'
    : !view.countKnown
      ? 'Não foi possível carregar o carrinho.'
      : lines.length === 0
        ? 'Seu Carrinho esta vazio.'
        : '';
  $('cart-lines').setAttribute('aria-busy', String(view.busy));

  const list = $('cart-lines');
  const existing = new Map([...list.children].map((child) => [(child as HTMLElement).dataset.id, child]));
  const ordered = lines.map((line) => {
    const element = (existing.get(String(line.idCartItem)) as HTMLElement) ?? document.createElement('li');
    renderLine(element, line, lineErrors[line.idCartItem] ?? lineNotices[line.idCartItem]);
    return element;
  });
  list.replaceChildren(...ordered);

  const cepInput = $<HTMLInputElement>('cep');
  if (document.activeElement !== cepInput) cepInput.value = cep;
  $('cep-error').textContent = cepError ?? freightError ?? '';

  const options = $<HTMLFieldSetElement>('freight-options');
  options.hidden = freightOptions.length === 0;
  const legend = options.querySelector('legend') as HTMLLegendElement;
  options.replaceChildren(
    legend,
    ...freightOptions.map((option) => {
      const label = document.createElement('label');
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'freight';
      radio.checked = selectedFreight?.shippingMode.idShippingMode === option.shippingMode.idShippingMode;
      radio.addEventListener('change', () => {
        cart.send({ type: 'freight.select', idShippingMode: option.shippingMode.idShippingMode });
      });
      label.append(
        radio,
        ` ${option.shippingMode.name} · ${deliveryTimeText(option)} · ${freightPriceText(option.valueShipping)}`,
      );
      return label;
    }),
  );

  $('subtotal').textContent = formatPrice(totals.itemsTotal);
  $('freight').textContent = selectedFreight ? freightPriceText(totals.freight) : '—';
  $('discount').textContent = formatPrice(totals.discount);
  $('total').textContent = formatPrice(totals.total);
}

cart.subscribe(renderCart);
cart.on('alert', (alert) => {
  const banner = document.createElement('p');
  banner.className = `cv-alert cv-alert--${alert.kind}`;
  banner.textContent = alert.detail ? `${alert.title} ${alert.detail}` : alert.title;
  $('alerts').replaceChildren(banner);
  setTimeout(() => banner.remove(), 5000);
});
cart.start();

$('cep').addEventListener('input', (event) => {
  const input = event.target as HTMLInputElement;
  cart.send({ type: 'cep.change', value: input.value });
  // The machine masks as the shopper types (00000-000); show its value at once, caret at the end.
  input.value = selectCartView(cart.getSnapshot()).freight.cep;
});
$('freight-form').addEventListener('submit', (event) => {
  event.preventDefault();
  cart.send({ type: 'freight.calculate' });
});

client.catalogue.showcase({ quantity: 8 }).then(renderProducts, () => {
  $('products').textContent = 'Não foi possível carregar os produtos.';
});
