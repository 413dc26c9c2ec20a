// #region imports
import { effectivePrice, formatPrice, type ProductDetail } from '@vitrine/core';
import {
  StorefrontProvider,
  type StorefrontProviderProps,
  useAlerts,
  useCartCount,
  useProductDetail,
  useSkuSelection,
} from '@vitrine/hooks';
// #endregion imports

// #region badge
/** The header's cart badge: '?' while the cart is unknown (never a made-up 0). */
export function CartBadge() {
  const { count, countKnown, view } = useCartCount();
  return (
    <button type="button" onClick={view} aria-label={`Carrinho: ${countKnown ? count : '?'} itens`}>
      🛒 <span data-testid="cart-count">{countKnown ? count : '?'}</span>
    </button>
  );
}
// #endregion badge

// #region buybox
/** Variations, price and the buy button of one product, over the SKU selection flow. */
function BuyBox({ product }: { product: ProductDetail }) {
  const sku = useSkuSelection(product, { context: 'detail' });
  return (
    <div>
      {sku.variations.map((reference) => (
        <fieldset key={reference.idReference}>
          {reference.variations.map((variation) => (
            <button
              key={variation.idVariation}
              type="button"
              aria-pressed={variation.chosen}
              disabled={!variation.exists}
              onClick={() => sku.selectVariation(reference.idReference, variation.idVariation)}
            >
              {variation.name}
            </button>
          ))}
        </fieldset>
      ))}
      <p>{formatPrice(effectivePrice(sku))}</p>
      {sku.area === 'purchasable' ? (
        <button type="button" onClick={sku.buy}>
          Adicionar ao Carrinho
        </button>
      ) : null}
      {sku.area === 'soldOut' ? (
        <button type="button" onClick={sku.notify}>
          Avise-me quando chegar
        </button>
      ) : null}
      {sku.area === 'quoteOnly' ? (
        <button type="button" onClick={sku.quote}>
          Solicitar Orçamento
        </button>
      ) : null}
    </div>
  );
}
// #endregion buybox

// #region page
/** The product page of the theme: loads the product by its friendly URL and shows its buy box. */
export function ProductPage({ urlFriendly }: { urlFriendly: string }) {
  const { data: product, error, isLoading } = useProductDetail(urlFriendly);
  if (error) return <p role="alert">{error.message}</p>;
  if (isLoading || !product) return <p aria-busy="true">Carregando…</p>;
  return (
    <article>
      <h1>{product.name}</h1>
      <BuyBox key={product.idProduct} product={product} />
    </article>
  );
}
// #endregion page

// #region alerts
/** The flows' alerts ('Adicionado ao Carrinho!', 'Temos apenas 3 em estoque.'…), each closing after 5 s. */
export function Alerts() {
  const { alerts, dismiss } = useAlerts();
  return (
    <div role="status">
      {alerts.map((alert) => (
        <p key={alert.id} data-kind={alert.kind}>
          {alert.title} {alert.detail}
          <button type="button" onClick={() => dismiss(alert.id)} aria-label="Fechar">
            ×
          </button>
        </p>
      ))}
    </div>
  );
}
// #endregion alerts

// #region app
/** The whole theme: one provider per page, holding the store client, the cache, the cart and the alerts. */
export function Storefront({ urlFriendly }: { urlFriendly: string }) {
  return (
    <>
      <header>
        <CartBadge />
      </header>
      <main>
        <ProductPage urlFriendly={urlFriendly} />
      </main>
      <Alerts />
    </>
  );
}

export function App(props: { urlFriendly: string } & Omit<StorefrontProviderProps, 'children'>) {
  const { urlFriendly, ...provider } = props;
  return (
    <StorefrontProvider baseUrl="" {...provider}>
      <Storefront urlFriendly={urlFriendly} />
    </StorefrontProvider>
  );
}
// #endregion app
