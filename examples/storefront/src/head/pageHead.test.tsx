import { render, waitFor } from '@testing-library/react';
import type { ProductDetail } from '@vitrine/core';
import { createRoutesStub, Meta } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './pageHead';

const attack = 'Camiseta </script><script>window.hacked = true</script>';
const product = {
  idProduct: 1,
  idSku: 11,
  name: attack,
  urlFriendly: 'camiseta',
  price: 100,
  pricePromotion: 79.9,
  stock: 3,
  imageHome: '/img/camiseta.jpg',
  brand: { name: 'Aurora' },
} as unknown as ProductDetail;

function Head() {
  return <Meta />;
}

describe('productJsonLd', () => {
  it('describes the offer in BRL with its stock, absolute images and the brand', () => {
    const ld = (productJsonLd(product, 'https://loja.test') as { 'script:ld+json': unknown })[
      'script:ld+json'
    ];
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: attack,
      sku: '11',
      image: ['https://loja.test/img/camiseta.jpg'],
      brand: { '@type': 'Brand', name: 'Aurora' },
      offers: { price: '79.90', priceCurrency: 'BRL', availability: 'https://schema.org/InStock' },
    });
  });

  it('written in the head, a name holding </script> cannot end the script element', async () => {
    const Stub = createRoutesStub([
      { path: '/', Component: Head, meta: () => [productJsonLd(product, 'https://loja.test')] },
    ]);
    const { container } = render(<Stub />);
    await waitFor(() => expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toMatchObject({ name: attack });
    expect(scripts[0]?.innerHTML).not.toContain('</script>');
  });
});
