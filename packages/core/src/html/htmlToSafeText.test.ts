import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer } from './createHtmlSanitizer';
import { htmlToSafeText } from './htmlToSafeText';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml without a DOM (server rendering)', () => {
  it('there is no window in this environment', () => {
    expect((globalThis as { window?: unknown }).window).toBeUndefined();
  });

  it('returns the text with tags stripped and escaped, never the raw markup', () => {
    const html =
      '<p>Camiseta <strong>100% algodão</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">';
    const safe = sanitizeHtml(html);
    expect(safe).toBe('Camiseta 100% algodão');
    expect(safe).not.toBe(html);
  });

  it('keeps paragraphs and line breaks apart and keeps character references', () => {
    expect(sanitizeHtml('<p>Linha 1</p><p>Linha 2<br>Linha&nbsp;3 &amp; mais</p>')).toBe(
      'Linha 1\nLinha 2\nLinha&nbsp;3 &amp; mais',
    );
  });

  it('escapes what is left of broken markup', () => {
    expect(sanitizeHtml('a < b && c > "d"')).toBe('a &lt; b &amp;&amp; c &gt; &quot;d&quot;');
    expect(sanitizeHtml('<img alt="1>2" onerror=alert(1)>')).toBe('2&quot; onerror=alert(1)&gt;');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).not.toContain('<');
  });

  it('given nothing, it is empty', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });

  it('createHtmlSanitizer without a usable window falls back the same way', () => {
    expect(createHtmlSanitizer(undefined)('<b onclick="x()">oi</b>')).toBe('oi');
    expect(createHtmlSanitizer({} as never)('<script>alert(1)</script>ok')).toBe('ok');
  });

  it('whatever the input, the output holds no tag, no raw quote and no bare ampersand', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: fc.constantFrom('<', '>', '"', "'", '&', 'a', ';', '/', '!', '-', ' ', '#') }),
        ),
        (html) => {
          const safe = htmlToSafeText(html);
          expect(safe).not.toMatch(/[<>"']/);
          expect(safe).not.toMatch(/&(?!(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});)/i);
        },
      ),
    );
  });
});
