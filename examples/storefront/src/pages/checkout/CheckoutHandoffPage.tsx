import { cartTotals, deliveryTimeText, effectivePrice, formatPrice, maskCep } from '@vitrine/core';
import type { CheckoutCart } from './checkoutCart';

/** The checkout step the shopper was sent to: the cart's 'Finalizar Compra' or a one-click buy. */
export type CheckoutStep = 'identification' | 'payment';

/** Props of `CheckoutHandoffPage`, all read on the server for this shopper's request. */
export interface CheckoutHandoffPageProps {
  readonly step: CheckoutStep;
  /** What the store holds; `null` without a cart, `undefined` when the store did not answer. */
  readonly checkout: CheckoutCart | null | undefined;
}

const stepNames: Record<CheckoutStep, string> = {
  identification: 'Identificação',
  payment: 'Pagamento',
};

/** A line's variations, 'Cor: Azul · Tamanho: M'; empty without any. */
function variationsOf(line: CheckoutCart['cart']['items'][number]): string {
  return (line.cartItemVariations ?? [])
    .map((variation) => `${variation.nameReference}: ${variation.nameVariation}`)
    .join(' · ');
}

/**
 * `/checkout/identification` and `/checkout/payment`: the platform's checkout owns these pages. The reference
 * storefront ends the journey here, listing what the store holds for this shopper (lines, freight, postal code,
 * totals) and saying that a real store goes on to the platform's checkout.
 */
export function CheckoutHandoffPage({ step, checkout }: CheckoutHandoffPageProps) {
  const lines = checkout?.cart.items ?? [];
  return (
    <div className="sf-narrow sf-checkout">
      <p className="sf-muted">{`Checkout · ${stepNames[step]}`}</p>
      <h1>Resumo do pedido</h1>
      <p className="sf-checkout__handoff" role="note">
        Esta é a loja de referência do Vitrine. Numa loja real, a compra continua no checkout da plataforma:
        identificação, endereço de entrega e pagamento.
      </p>
      {checkout === undefined ? (
        <p className="sf-status sf-status--error" role="alert">
          Não foi possível carregar seu carrinho. Tente novamente em instantes.
        </p>
      ) : lines.length === 0 || !checkout ? (
        <p className="sf-status">
          Seu carrinho está vazio. <a href="/">Voltar para a página inicial</a>
        </p>
      ) : (
        <Summary checkout={checkout} />
      )}
    </div>
  );
}

/** The lines and totals of a cart that has products. */
function Summary({ checkout }: { checkout: CheckoutCart }) {
  const { cart, freight, cep } = checkout;
  const totals = cartTotals({ lines: cart.items, freight: cart.totalShipping });
  // The store's total already takes its discounts off: what is missing between the lines plus freight and it.
  const discount = Math.max(0, Math.round((totals.total - cart.total) * 100) / 100);
  return (
    <>
      <section aria-labelledby="checkout-lines">
        <h2 id="checkout-lines">Produtos</h2>
        <ul className="sf-checkout__lines">
          {cart.items.map((line) => {
            const unit = effectivePrice(line);
            const variations = variationsOf(line);
            return (
              <li key={line.idCartItem} className="sf-checkout__line">
                <span className="sf-checkout__name">
                  {line.urlProduct ? <a href={line.urlProduct}>{line.name}</a> : line.name}
                  {variations ? <span className="sf-muted"> ({variations})</span> : null}
                </span>
                <span className="sf-checkout__quantity">
                  {line.quantity} × {formatPrice(unit)}
                </span>
                <span className="sf-checkout__amount">{formatPrice(unit * line.quantity)}</span>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="checkout-delivery">
        <h2 id="checkout-delivery">Entrega</h2>
        {freight ? (
          <p>
            {freight.shippingMode.name} ({deliveryTimeText(freight)}) para o CEP {maskCep(cep ?? '')}:{' '}
            {freight.valueShipping === 0 ? 'Grátis' : formatPrice(freight.valueShipping)}
          </p>
        ) : (
          <p>
            {cep ? `CEP ${maskCep(cep)}. ` : ''}Nenhum frete escolhido: a plataforma pede o endereço de
            entrega no checkout.
          </p>
        )}
      </section>
      <dl className="sf-checkout__totals" aria-label="Valores do pedido">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(totals.itemsTotal)}</dd>
        </div>
        <div>
          <dt>Frete</dt>
          <dd>{formatPrice(cart.totalShipping)}</dd>
        </div>
        {discount > 0 ? (
          <div>
            <dt>Desconto</dt>
            <dd>− {formatPrice(discount)}</dd>
          </div>
        ) : null}
        <div className="sf-checkout__total">
          <dt>Total</dt>
          <dd>{formatPrice(cart.total)}</dd>
        </div>
      </dl>
      <p>
        <a href="/">Continuar Comprando</a>
      </p>
    </>
  );
}
