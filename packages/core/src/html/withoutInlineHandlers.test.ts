import { describe, expect, it } from 'vitest';
import { withoutInlineHandlers } from './createHtmlSanitizer';

describe('withoutInlineHandlers (before DOMPurify parses store HTML)', () => {
  it('given tags with inline event handlers in any quoting, it removes the handlers and keeps the rest of the tag (its spacing aside)', () => {
    expect(withoutInlineHandlers(`<img src="x" onerror="alert('xss')"><p>ok</p>`)).toBe(
      '<img src="x" ><p>ok</p>',
    );
    expect(withoutInlineHandlers(`<a href="/x" onClick='go()' title="t">x</a>`)).toBe(
      '<a href="/x"  title="t">x</a>',
    );
    expect(withoutInlineHandlers('<img/onerror=alert(1) src=y>')).toBe('<img/ src=y>');
    expect(withoutInlineHandlers('<svg onload = "a()"></svg>')).toBe('<svg ></svg>');
  });

  it('given text that mentions handlers, and attributes that only start like one, it leaves them alone', () => {
    const text = '<p>Use onerror="x" in text</p><details open=""><summary>s</summary></details>';
    expect(withoutInlineHandlers(text)).toBe(text);
    expect(withoutInlineHandlers('<p data-one="1" class="honest">x</p>')).toBe(
      '<p data-one="1" class="honest">x</p>',
    );
  });
});
