import { buyControl, initialSku, type Product, routes } from '@vitrine/core';
import { useStorefront } from '@vitrine/hooks';
import { LazyImage, Price } from '@vitrine/ui';

/**
 * A minimal product card until the listing widgets of the UI kit land (a later issue). Its buy button
 * publishes a `cart.add` request on the page's bus: the one cart flow performs it, shows the alert and
 * updates the count and the preview, and this card never re-renders for it.
 */
export function ProductCard({
  product,
  onSelect,
}: {
  product: Product;
  /** Called when the shopper follows the card's link (e.g. to report GA4 `select_item`); `undefined`: nothing. */
  onSelect?: ((product: Product) => void) | undefined;
}) {
  const { bus } = useStorefront();
  const sku = initialSku(product.skUs ?? []);
  const control = buyControl(product, { variationsVisible: false, sku });
  return (
    <li className="sf-card">
      <a
        href={routes.product(product.urlFriendly ?? String(product.idProduct))}
        onClick={() => onSelect?.(product)}
      >
        {product.imageHome ? <LazyImage src={product.imageHome} alt="" width={240} height={240} /> : null}
        <span className="sf-card__name">{product.name}</span>
      </a>
      <Price product={product} />
      {control === 'buy' ? (
        <button
          type="button"
          className="vt-button sf-card__buy"
          aria-label={`Adicionar ao Carrinho: ${product.name}`}
          onClick={() =>
            bus.publish({
              type: 'cart.add',
              idProduct: product.idProduct,
              idSku: sku?.idSku ?? null,
              quantity: 1,
            })
          }
        >
          Adicionar ao Carrinho
        </button>
      ) : null}
    </li>
  );
}
