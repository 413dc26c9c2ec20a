import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html/sanitizeHtml';
import { attackedDescription, sanitizedDescription } from './html/testing/descriptionFixture';
import { installServerHtmlSanitizer } from './server';

describe('installServerHtmlSanitizer', () => {
  it('gives sanitizeHtml a DOM on a server: formatting kept, every attack stripped, as in the browser', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    // Without a DOM, only safe text: the formatting is lost.
    expect(sanitizeHtml('<strong>forte</strong>')).toBe('forte');

    installServerHtmlSanitizer();
    installServerHtmlSanitizer();

    expect(sanitizeHtml(attackedDescription)).toBe(sanitizedDescription);
    expect(sanitizeHtml('<strong>forte</strong>')).toBe('<strong>forte</strong>');
    // It installs no browser global: code that checks for a browser still sees a server.
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  });
});
