import { afterEach, describe, expect, it } from 'vitest';
import { loadTagManager } from './loadTagManager';
import type { AnalyticsWindow } from './types';

const page = window as unknown as AnalyticsWindow;
const gtmScripts = (doc: Document = document) =>
  Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com/gtm.js"]'));

afterEach(() => {
  for (const script of gtmScripts()) script.remove();
  delete page.dataLayer;
  delete page.shopLayer;
});

describe('loadTagManager', () => {
  it("given the company's container id, it adds GTM's async script and marks the start in the data layer", () => {
    expect(loadTagManager('GTM-ABC123')).toBe(true);

    const [script, ...others] = gtmScripts();
    expect(others).toEqual([]);
    expect(script?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(script?.async).toBe(true);
    expect(page.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });

  it('called again for the same container, it adds nothing more', () => {
    loadTagManager('GTM-ABC123');
    loadTagManager('GTM-ABC123');
    expect(loadTagManager(' GTM-ABC123 ')).toBe(true);

    expect(gtmScripts()).toHaveLength(1);
    expect(page.dataLayer).toHaveLength(1);
  });

  it('given events already pushed before it loads, it keeps them in the same data layer', () => {
    const layer: unknown[] = [{ event: 'view_item' }];
    page.dataLayer = layer;

    loadTagManager('GTM-ABC123');

    expect(page.dataLayer).toBe(layer);
    expect(layer).toHaveLength(2);
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('given an %s id, it loads nothing and creates no data layer', (_label, id) => {
    expect(loadTagManager(id)).toBe(false);

    expect(gtmScripts()).toEqual([]);
    expect(page.dataLayer).toBeUndefined();
  });

  it('given a custom data layer name, it tells GTM through the l parameter', () => {
    loadTagManager('GTM-ABC123', { dataLayerName: 'shopLayer' });

    expect(gtmScripts()[0]?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123&l=shopLayer',
    );
    expect(page.shopLayer).toHaveLength(1);
    expect(page.dataLayer).toBeUndefined();
  });

  it('given a CSP nonce, the script carries it', () => {
    loadTagManager('GTM-ABC123', { nonce: 'r4nd0m' });

    expect(gtmScripts()[0]?.nonce).toBe('r4nd0m');
  });

  it('given an explicit window and document, it loads into them only', () => {
    const doc = document.implementation.createHTMLDocument('other page');
    const other = { document: doc } as unknown as AnalyticsWindow;

    loadTagManager('GTM-XYZ', { window: other });

    expect(gtmScripts(doc)).toHaveLength(1);
    expect(doc.head.contains(gtmScripts(doc)[0] ?? null)).toBe(true);
    expect(other.dataLayer).toHaveLength(1);
    expect(gtmScripts()).toEqual([]);
  });
});
