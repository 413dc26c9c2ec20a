import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html/sanitizeHtml';
import { serverSanitizedHtml } from './html/serverSanitizer';
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

  it('keeps its answers by input: a hostile description sanitized again is the same sanitized HTML', () => {
    installServerHtmlSanitizer();
    serverSanitizedHtml.clear();
    expect(sanitizeHtml(attackedDescription)).toBe(sanitizedDescription);
    expect(serverSanitizedHtml.size).toBe(1);
    // The held answer: the same sanitized HTML, not the input.
    expect(sanitizeHtml(attackedDescription)).toBe(sanitizedDescription);
    expect(serverSanitizedHtml.size).toBe(1);
    const hostile =
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(2)">x</a><script>alert(3)</script>';
    for (let round = 0; round < 2; round++) {
      const safe = sanitizeHtml(hostile);
      expect(safe).not.toMatch(/onerror|javascript:|<script/i);
      expect(safe).toBe('<img src="x"><a>x</a>');
    }
  });

  it('keeps the answers of different options apart', () => {
    installServerHtmlSanitizer();
    const html = '<p style="color: red">texto <img src="https://loja.example/a.jpg"></p>';
    expect(sanitizeHtml(html)).toBe('<p style="color: red">texto <img src="https://loja.example/a.jpg"></p>');
    expect(sanitizeHtml(html, { forbidTags: ['img'] })).toBe('<p style="color: red">texto </p>');
    expect(sanitizeHtml(html, { forbidAttributes: ['style'] })).toBe(
      '<p>texto <img src="https://loja.example/a.jpg"></p>',
    );
    expect(sanitizeHtml(html)).toBe('<p style="color: red">texto <img src="https://loja.example/a.jpg"></p>');
  });

  it('holds at most 512 answers however many inputs it sees', () => {
    installServerHtmlSanitizer();
    for (let index = 0; index < 530; index++)
      expect(sanitizeHtml(`<p onclick="alert(${index})">${index}</p>`)).toBe(`<p>${index}</p>`);
    expect(serverSanitizedHtml.size).toBe(512);
  });
});
