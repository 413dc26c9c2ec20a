import { screen, within } from '@testing-library/react';
import { type ProductDetail, productDetailSchema } from '@vitrine/core';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, type SandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { KitComponents } from './KitComponents';

const newStore = () => createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });

function detailOf(store: SandboxStore, urlFriendly: string): ProductDetail {
  return productDetailSchema.parse(store.call('catalogue.productDetail', { params: { urlFriendly } }).body);
}

/** Sets every SKU of the kit's components named in `names` (all when omitted) to no stock, then reloads the kit. */
function soldOut(store: SandboxStore, names?: readonly string[]): ProductDetail {
  const kit = detailOf(store, sandboxFixtures.kit.urlFriendly);
  for (const component of kit.kitProducts ?? []) {
    if (names && !names.includes(component.name)) continue;
    for (const sku of component.skUs ?? []) store.setStock(sku.idSku, 0);
  }
  return detailOf(store, sandboxFixtures.kit.urlFriendly);
}

const itemOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('KitComponents', () => {
  it('lists each component of the kit with its picture, link, units and stock', async () => {
    const store = newStore();
    const product = detailOf(store, sandboxFixtures.kit.urlFriendly);
    const { container } = renderWithStorefront(<KitComponents product={product} />, { store });
    const section = screen.getByRole('region', { name: 'Itens do kit' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(sandboxFixtures.kit.components.length);
    for (const [index, component] of (product.kitProducts ?? []).entries()) {
      const item = itemOf(component.name);
      expect(item).toBe(items[index]);
      expect(within(item).getByRole('link', { name: component.name }).getAttribute('href')).toBe(
        `/${component.urlFriendly}/produto/`,
      );
      const expected = sandboxFixtures.kit.components[index]?.quantity;
      expect(within(item).getByText(expected === 1 ? '1 unidade' : `${expected} unidades`)).toBeTruthy();
      expect(within(item).getByText('Em estoque')).toBeTruthy();
      expect(item.querySelector('img')?.getAttribute('src')).toBe(component.imageHome);
    }
    expect(section.getAttribute('data-stock')).toBe('in');
    expect(screen.queryByText(/Kit esgotado/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given one component without stock, it says Esgotado and the kit stays in stock', async () => {
    const store = newStore();
    const first = detailOf(store, sandboxFixtures.kit.urlFriendly).kitProducts?.[0];
    if (!first) throw new Error('The sandbox kit needs components.');
    const product = soldOut(store, [first.name]);
    const { container } = renderWithStorefront(<KitComponents product={product} />, { store });
    const item = itemOf(first.name);
    expect(item.getAttribute('data-stock')).toBe('out');
    expect(within(item).getByText('Esgotado')).toBeTruthy();
    expect(screen.getAllByText('Em estoque')).toHaveLength(sandboxFixtures.kit.components.length - 1);
    expect(screen.getByRole('region', { name: 'Itens do kit' }).getAttribute('data-stock')).toBe('in');
    expect(screen.queryByText(/Kit esgotado/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('given every component without stock, the kit is out of stock and says so', async () => {
    const store = newStore();
    const product = soldOut(store);
    const { container } = renderWithStorefront(<KitComponents product={product} />, { store });
    expect(screen.getAllByText('Esgotado')).toHaveLength(sandboxFixtures.kit.components.length);
    expect(screen.getByRole('region', { name: 'Itens do kit' }).getAttribute('data-stock')).toBe('out');
    expect(screen.getByText('Kit esgotado: nenhum item tem estoque no momento.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('given a product that is not a kit, nothing renders', () => {
    const store = newStore();
    const { container } = renderWithStorefront(
      <KitComponents product={detailOf(store, sandboxFixtures.simple.urlFriendly)} />,
      { store },
    );
    expect(container.innerHTML).toBe('');
  });

  it('given replaced texts, they show', () => {
    const store = newStore();
    const product = detailOf(store, sandboxFixtures.kit.urlFriendly);
    renderWithStorefront(<KitComponents product={product} title="O que vem no kit" />, {
      store,
      providerProps: { messages: { ui: { kitComponents: { quantity: (n: number) => `${n}×` } } } },
    });
    expect(screen.getByRole('region', { name: 'O que vem no kit' })).toBeTruthy();
    expect(screen.getByText('2×')).toBeTruthy();
  });
});
