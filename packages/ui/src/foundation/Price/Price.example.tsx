import { Price } from './Price';

/** Example usage of `Price`: a promotion with installments, a starting price, and the parts rearranged. */
export function PriceExample() {
  const sku = {
    price: 199.9,
    pricePromotion: 169.9,
    installmentMax: { maxNumber: 6, value: 28.32 },
  };
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Price product={sku} showInstallments />
      <Price price={89.9} from />
      <Price idTypeProduct={3} price={0} />
      <Price.Root product={sku}>
        <Price.Discount />
        <Price.Original />
        <Price.Current />
      </Price.Root>
    </div>
  );
}
