import { afterEach, describe, expect, it } from 'vitest';
import { loadPixel } from './loadPixel';
import type { AnalyticsWindow, MetaPixelFunction } from './types';

const page = window as unknown as AnalyticsWindow;
const pixelScripts = (doc: Document = document) =>
  Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src*="connect.facebook.net"]'));

afterEach(() => {
  for (const script of pixelScripts()) script.remove();
  delete page.fbq;
  delete page._fbq;
});

describe('loadPixel', () => {
  it("given the company's pixel id, it adds Meta's async library and queues init and a page view", () => {
    expect(loadPixel('1234567890')).toBe(true);

    const [script, ...others] = pixelScripts();
    expect(others).toEqual([]);
    expect(script?.getAttribute('src')).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(script?.async).toBe(true);
    expect(page.fbq?.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
    expect(page._fbq).toBe(page.fbq);
  });

  it('called again for the same id, it adds no script and no second page view', () => {
    loadPixel('1234567890');
    loadPixel('1234567890');

    expect(pixelScripts()).toHaveLength(1);
    expect(page.fbq?.queue).toHaveLength(2);
  });

  it('given a second id, it initialises it with a page view for that id only', () => {
    loadPixel('111');
    loadPixel('222');

    expect(pixelScripts()).toHaveLength(1);
    expect(page.fbq?.queue).toEqual([
      ['init', '111'],
      ['track', 'PageView'],
      ['init', '222'],
      ['trackSingle', '222', 'PageView'],
    ]);
  });

  it('once the library has loaded, calls go straight to it instead of the queue', () => {
    loadPixel('111');
    const received: unknown[][] = [];
    const fbq = page.fbq as MetaPixelFunction;
    fbq.callMethod = (...args) => received.push(args);

    fbq('track', 'AddToCart', { value: 10 });

    expect(received).toEqual([['track', 'AddToCart', { value: 10 }]]);
    expect(fbq.queue).toHaveLength(2);
  });

  it("given the page's own pixel already loaded, it adds our id to it without a second library", () => {
    const calls: unknown[][] = [];
    page.fbq = ((...args: unknown[]) => calls.push(args)) as unknown as MetaPixelFunction;

    loadPixel('333');

    expect(pixelScripts()).toEqual([]);
    expect(calls).toEqual([
      ['init', '333'],
      ['trackSingle', '333', 'PageView'],
    ]);
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', ' '],
  ])('given an %s id, it loads nothing', (_label, id) => {
    expect(loadPixel(id)).toBe(false);

    expect(pixelScripts()).toEqual([]);
    expect(page.fbq).toBeUndefined();
  });

  it('given an explicit window and document, it loads into them only', () => {
    const doc = document.implementation.createHTMLDocument('other page');
    const other = { document: doc } as unknown as AnalyticsWindow;

    loadPixel('444', { window: other, nonce: 'r4nd0m' });

    expect(pixelScripts(doc)).toHaveLength(1);
    expect(pixelScripts(doc)[0]?.nonce).toBe('r4nd0m');
    expect(other.fbq?.queue).toEqual([
      ['init', '444'],
      ['track', 'PageView'],
    ]);
    expect(pixelScripts()).toEqual([]);
    expect(page.fbq).toBeUndefined();
  });
});
