// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer } from './createHtmlSanitizer';
import { sanitizeHtml } from './sanitizeHtml';

/** Parses sanitized output so assertions look at the DOM a shopper's browser would build. */
function parse(html: string): HTMLElement {
  const host = globalThis.document.createElement('div');
  host.innerHTML = html;
  return host;
}

function expectInert(html: string): void {
  const tree = parse(html);
  for (const element of tree.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.value).not.toMatch(/^\s*(?:javascript|vbscript):/i);
    }
  }
  expect(
    tree.querySelector('script, iframe, object, embed, form, style, svg, math, base, link, meta'),
  ).toBeNull();
}

describe('sanitizeHtml in the browser', () => {
  const vectors: Record<string, string> = {
    script: '<p>oi</p><script>alert(1)</script>',
    'img onerror': '<img src="x" onerror="alert(1)">',
    'svg onload': '<svg onload="alert(1)"><circle r="5"/></svg>',
    'javascript: href': '<a href="javascript:alert(1)">clique</a>',
    'mixed-case javascript: href': '<a HREF="JaVaScRiPt:alert(1)">clique</a>',
    'entity-encoded javascript: href':
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    'tab-split javascript: href': '<a href="java\tscript:alert(1)">x</a>',
    iframe: '<iframe src="https://evil.example"></iframe>',
    'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    object: '<object data="evil.swf"></object><embed src="evil.swf">',
    form: '<form action="https://evil.example"><input name="cpf"><button>Enviar</button></form>',
    'style block': '<style>body{display:none}</style><p>texto</p>',
    'style expression': '<div style="width: expression(alert(1))">x</div>',
    'style javascript url': '<div style="background:url(javascript:alert(1))">x</div>',
    'mixed-case tags and handlers': '<ScRiPt>alert(1)</sCrIpT><IMG SRC=x OnErRoR=alert(1)>',
    'data: html link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    'body onload': '<body onload="alert(1)">x</body>',
    'details ontoggle': '<details open ontoggle="alert(1)">x</details>',
    'base href': '<base href="https://evil.example/">',
    'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    'math mutation': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    'noscript mutation': '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  };

  for (const [name, html] of Object.entries(vectors)) {
    it(`given a ${name} vector, nothing can run`, () => {
      expectInert(sanitizeHtml(html));
    });
  }

  it('keeps paragraphs, emphasis, lists, links, images and tables', () => {
    const html =
      '<p>Camiseta <strong>100% algodão</strong> e <em>macia</em></p>' +
      '<ul><li>P</li><li>M</li></ul>' +
      '<a href="https://loja.com.br/tabela">Tabela de medidas</a>' +
      '<img src="https://cdn.loja.com.br/foto.jpg" alt="Foto">' +
      '<table><thead><tr><th>Tamanho</th></tr></thead><tbody><tr><td>P</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps harmless inline styles and data:image sources', () => {
    const html =
      '<p style="color: red; text-align: center;">Oferta</p><img src="data:image/png;base64,iVBORw0KGgo=">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('given a link opening a new tab, it adds rel="noopener noreferrer" and keeps other rel tokens', () => {
    const tree = parse(sanitizeHtml('<a href="https://x.com" target="_blank" rel="nofollow">x</a>'));
    const link = tree.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
  });

  it('drops a named target other than the standard ones', () => {
    expect(
      parse(sanitizeHtml('<a href="/x" target="opener">x</a>')).querySelector('a')?.hasAttribute('target'),
    ).toBe(false);
  });

  it('honours extra restrictions for one kind of content', () => {
    expect(
      sanitizeHtml('<p style="color:red">Resposta <img src="https://x/y.png"></p>', {
        forbidTags: ['img'],
        forbidAttributes: ['style'],
      }),
    ).toBe('<p>Resposta </p>');
  });

  it('createHtmlSanitizer over a given window gives the same result', () => {
    const sanitize = createHtmlSanitizer(globalThis.window);
    expect(sanitize('<b onclick="x()">oi</b><script>1</script>')).toBe('<b>oi</b>');
    expect(sanitize(undefined)).toBe('');
  });
});
