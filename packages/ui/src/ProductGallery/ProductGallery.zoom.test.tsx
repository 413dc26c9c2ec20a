import { screen, within } from '@testing-library/react';
import { type ProductDetail, productDetailSchema } from '@vitrine/core';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { createSandboxStore, sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { ProductGallery } from './ProductGallery';

// Its own file: the large view's module is not loaded yet when the first test clicks (vitest isolates files).
const { simple } = sandboxFixtures;
const seed = createSandboxStore({ now: () => new Date('2025-05-01T12:00:00Z') });
const product: ProductDetail = productDetailSchema.parse(
  seed.call('catalogue.productDetail', { params: { urlFriendly: simple.urlFriendly } }).body,
);
const pictures = product.productImages ?? [];

describe('ProductGallery, its large view loaded on demand', () => {
  it('given the first click on Ampliar imagem, the view opens at once, says it is loading, then shows the high-resolution picture', async () => {
    const { user } = renderWithStorefront(<ProductGallery product={product} />);
    await user.click(screen.getByRole('button', { name: 'Ampliar imagem' }));

    const dialog = screen.getByRole('dialog', { name: simple.name });
    expect(within(dialog).getByText('Carregando imagem ampliada').closest('[role="status"]')).not.toBeNull();

    const toggle = await within(dialog).findByRole('button', { name: 'Aproximar imagem' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(within(toggle).getByRole('img').getAttribute('src')).toBe(pictures[0]?.imageHighResolution);
    expect(within(dialog).getByText('Imagem 1 de 3')).toBeInTheDocument();
    expect(within(dialog).queryByText('Carregando imagem ampliada')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('inside, the arrows change the picture; at 2× they pan instead; Escape closes back on the trigger', async () => {
    const { user } = renderWithStorefront(<ProductGallery product={product} />);
    const trigger = screen.getByRole('button', { name: 'Ampliar imagem' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: simple.name });
    const toggle = await within(dialog).findByRole('button', { name: 'Aproximar imagem' });

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Imagem 2 de 3')).toBeInTheDocument();
    expect(within(toggle).getByRole('img').getAttribute('src')).toBe(pictures[1]?.imageHighResolution);
    await user.keyboard('{End}');
    expect(within(dialog).getByText('Imagem 3 de 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Imagem 1 de 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Próxima imagem' }));
    expect(within(dialog).getByText('Imagem 2 de 3')).toBeInTheDocument();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.closest('.vt-product-gallery__zoom-stage')).toHaveAttribute('data-zoomed');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(dialog).getByText('Imagem 2 de 3')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    // The main view kept the picture chosen inside.
    const current = within(screen.getByRole('list', { name: 'Miniaturas' }))
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-current') === 'true');
    expect(current?.getAttribute('aria-label')).toBe('Imagem 2 de 3');
  });

  it('a click zooms to 2× and back, each opening starts at 1×, and the close button closes', async () => {
    const onZoomOpenChange = vi.fn();
    const { user } = renderWithStorefront(
      <ProductGallery product={product} onZoomOpenChange={onZoomOpenChange} />,
    );
    const trigger = screen.getByRole('button', { name: 'Ampliar imagem' });
    await user.click(trigger);
    expect(onZoomOpenChange).toHaveBeenLastCalledWith(true);
    const toggle = await screen.findByRole('button', { name: 'Aproximar imagem' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onZoomOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    expect(
      (await screen.findByRole('button', { name: 'Aproximar imagem' })).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('given a picture without a high-resolution version, the large view shows its default picture', async () => {
    const plain = {
      ...product,
      productImages: pictures.map((image) => ({ ...image, imageHighResolution: null })),
    };
    const { user } = renderWithStorefront(<ProductGallery product={plain} defaultIndex={1} />);
    await user.click(screen.getByRole('button', { name: 'Ampliar imagem' }));
    const toggle = await screen.findByRole('button', { name: 'Aproximar imagem' });
    expect(within(toggle).getByRole('img').getAttribute('src')).toBe(pictures[1]?.imageDefault);
    expect(within(toggle).getByRole('img').getAttribute('alt')).toBe(`${simple.name} - imagem 2 de 3`);
  });
});
