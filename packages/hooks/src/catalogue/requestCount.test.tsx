import { screen, waitFor } from '@testing-library/react';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithStorefront } from '../testing';
import { useAlsoPurchased } from './useAlsoPurchased';
import { useCompany } from './useCompany';
import { useInstallments } from './useInstallments';
import { usePaymentGateways } from './usePaymentGateways';
import { useProductDetail } from './useProductDetail';
import { useProductImages } from './useProductImages';
import { useRatings } from './useRatings';
import { useRelatedProducts } from './useRelatedProducts';
import { useTakeXPayY } from './useTakeXPayY';

function StoreName({ slot }: { readonly slot: number }) {
  const { data } = useCompany();
  return <p data-testid={`widget-${slot}`}>{data?.nameStore ?? 'Carregando'}</p>;
}

const slots = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const urlText = sandboxFixtures.productWithVariations.urlFriendly;

function ProductName() {
  const { data: product } = useProductDetail(urlText);
  const { data: company } = useCompany();
  return (
    <h1>
      {product?.name} {company ? `| ${company.nameStore}` : ''}
    </h1>
  );
}

function Gallery() {
  const { data: product } = useProductDetail(urlText);
  const { data: images = [] } = useProductImages(product?.idProduct ?? null);
  return <p>{images.length} imagens</p>;
}

function Prices() {
  const { data: product } = useProductDetail(urlText);
  const installments = useInstallments(product ? product.pricePromotion || product.price : null, {
    showFirst: true,
  });
  const { data: campaign } = useTakeXPayY(product?.idProduct ?? null, product?.idSku);
  const { data: gateways = [] } = usePaymentGateways();
  const { data: company } = useCompany();
  return (
    <p>
      {installments.data?.options.length ?? 0} parcelas, {gateways.length} formas,{' '}
      {campaign ? 'leve e pague' : ''}
      {company?.nameStore}
    </p>
  );
}

function Lists() {
  const { data: product } = useProductDetail(urlText);
  const id = product?.idProduct ?? null;
  const { data: related = [] } = useRelatedProducts(id);
  const { data: also = [] } = useAlsoPurchased(id);
  const { data: ratings } = useRatings(id);
  return (
    <p>
      {related.length} relacionados, {also.length} comprados juntos,{' '}
      {ratings ? `${ratings.length} avaliações` : ''}
    </p>
  );
}

function ProductPage() {
  return (
    <main>
      <ProductName />
      <Gallery />
      <Prices />
      <Lists />
      <Gallery />
      <Prices />
    </main>
  );
}

describe('request count (benchmarks that count calls, not time)', () => {
  it('ten widgets that all need the company settings make exactly one company call', async () => {
    const { requests, container } = renderWithStorefront(
      <div>
        {slots.map((slot) => (
          <StoreName key={slot} slot={slot} />
        ))}
      </div>,
    );
    await waitFor(() => expect(screen.getAllByText('Loja Vitrine')).toHaveLength(10));
    expect(requests('content.company')).toHaveLength(1);
    expect(requests()).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('a product detail page built from the catalogue hooks makes each distinct call once', async () => {
    const { requests } = renderWithStorefront(<ProductPage />);
    await waitFor(() => expect(screen.getByText(/avaliações/)).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByText(/^[1-9]\d* parcelas/)).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByText(/^[1-9]\d* imagens/)).toHaveLength(2));
    const operations = requests().map((request) => request.operation);
    const counts = Object.fromEntries(
      [...new Set(operations)].map((name) => [name, operations.filter((o) => o === name).length]),
    );
    expect(counts).toEqual({
      'content.company': 1,
      'catalogue.productDetail': 1,
      'catalogue.productImages': 1,
      'cart.installments': 1,
      'catalogue.takeXPayY': 1,
      'catalogue.paymentGateways': 1,
      'catalogue.relatedProducts': 1,
      'catalogue.alsoPurchased': 1,
      'ratings.list': 1,
    });
  });
});
