import { AssistedSale } from './AssistedSale';

/** Example usage of `AssistedSale`: the default text, then custom texts. */
export function AssistedSaleExample() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <AssistedSale />
      <AssistedSale title="Venda assistida" description="Fale com a nossa equipe pelo WhatsApp." />
    </div>
  );
}
