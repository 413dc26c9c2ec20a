import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const attack = '<p>Até <strong>30% OFF</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

/** A fresh copy of the module: whether the sanitizer has loaded is per page (per module instance). */
async function freshModule() {
  return import('./SanitizedHtml');
}

describe('SanitizedHtml', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('before its sanitizer loaded, shows nothing, then the sanitized markup marked data-vt-html', async () => {
    const { SanitizedHtml, preloadSanitizedHtml } = await freshModule();
    const { container, rerender } = render(<SanitizedHtml html={attack} />);
    expect(container.querySelector('strong')).toBeNull();
    // The chunk the first render asked for arrives; the next render holds the markup.
    await preloadSanitizedHtml();
    rerender(<SanitizedHtml html={attack} />);
    expect(screen.getByText('30% OFF').tagName).toBe('STRONG');
    const holder = container.querySelector('[data-vt-html]');
    expect(holder?.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(holder?.querySelector('script')).toBeNull();
    // The first import transforms core and DOMPurify: slow on a busy machine, not a figure of the widget.
  }, 30_000);

  it('once preloaded (what a server-rendered page does before hydrating), renders the markup in the first render', async () => {
    const { SanitizedHtml, preloadSanitizedHtml } = await freshModule();
    await preloadSanitizedHtml();
    const { container } = render(<SanitizedHtml html={attack} />);
    // No await: the first commit already holds the markup, so hydration and early updates never blank it.
    expect(container.querySelector('[data-vt-html] strong')?.textContent).toBe('30% OFF');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
