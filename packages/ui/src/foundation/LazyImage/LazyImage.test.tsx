import { fireEvent, screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './LazyImage';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const src = `/imagens/${sandboxFixtures.simple.urlFriendly}.jpg`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('loads lazily and asynchronously with its size reserved, a skeleton until it loads (axe clean)', async () => {
    const { container } = renderWithStorefront(
      <LazyImage src={src} alt={sandboxFixtures.simple.name} width={400} height={400} />,
    );
    const image = screen.getByRole('img', { name: sandboxFixtures.simple.name });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('data-state', 'loading');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-state', 'loaded');
    await expectNoAxeViolations(container);
  });

  it('given a search-engine bot as the server-side user agent, it loads eagerly', () => {
    renderWithStorefront(<LazyImage src={src} alt="Produto" width={10} height={10} userAgent={GOOGLEBOT} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('given no user agent prop, it reads the browser one after mount: a bot gets eager, a person lazy', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: GOOGLEBOT });
    const { unmount } = renderWithStorefront(<LazyImage src={src} alt="Produto" aspectRatio={1} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    unmount();
    vi.stubGlobal('navigator', { ...navigator, userAgent: CHROME });
    renderWithStorefront(<LazyImage src={src} alt="Produto" aspectRatio="4 / 3" />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('data-aspect', '');
    expect(image.style.getPropertyValue('--vt-lazy-image-aspect-ratio')).toBe('4 / 3');
  });

  it('given a broken image, it shows the error state; consumer handlers and refs still work', () => {
    const onError = vi.fn();
    const ref = createRef<HTMLImageElement>();
    renderWithStorefront(<LazyImage ref={ref} src={src} alt="" width={1} height={1} onError={onError} />);
    const image = ref.current as HTMLImageElement;
    fireEvent.error(image);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(image).toHaveAttribute('data-state', 'error');
    expect(image).toHaveAttribute('alt', '');
  });
});
