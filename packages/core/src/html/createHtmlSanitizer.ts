import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { htmlToSafeText } from './htmlToSafeText';

/** Extra restrictions for one kind of content (e.g. no images in a FAQ answer). */
export interface SanitizeHtmlOptions {
  /** Tags removed on top of the defaults (`['img']`). */
  readonly forbidTags?: readonly string[];
  /** Attributes removed on top of the defaults (`['style']`). */
  readonly forbidAttributes?: readonly string[];
}

/** A sanitizer bound to one DOM window: HTML in, HTML that cannot run code out. */
export type HtmlSanitizer = (html: string | null | undefined, options?: SanitizeHtmlOptions) => string;

/** Elements that embed other documents, submit data, restyle the whole page or change how URLs resolve. */
const forbiddenTags = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'base',
  'link',
  'meta',
  'template',
  'noscript',
  'portal',
];

const urlAttributes = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'background',
  'cite',
]);
const allowedTargets = new Set(['_blank', '_self', '_parent', '_top']);

/**
 * CSS that can run code in some engine (IE expressions, XBL bindings, script URLs) or hide it
 * behind escapes; inline styles holding any of it are dropped whole.
 */
function isDangerousStyle(css: string): boolean {
  const lower = css.toLowerCase();
  if (/\\|expression|javascript:|vbscript:|-moz-binding|behavior\s*:|@import/.test(lower)) return true;
  for (const match of lower.matchAll(/url\s*\(\s*['"]?\s*([^'")\s]*)/g)) {
    const url = match[1] ?? '';
    if (/^[a-z][a-z\d+.-]*:/.test(url) && !/^(?:https?:|data:image\/)/.test(url)) return true;
  }
  return false;
}

function baseConfig(options?: SanitizeHtmlOptions): Config {
  return {
    // The HTML profile leaves out SVG and MathML, whose parsing quirks carry most mutation-XSS vectors.
    USE_PROFILES: { html: true },
    FORBID_TAGS: [...forbiddenTags, ...(options?.forbidTags ?? [])],
    FORBID_ATTR: [...(options?.forbidAttributes ?? [])],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  };
}

/** A start tag, up to its first `>`. */
const startTagPattern = /<[a-zA-Z][^>]*>/g;
/** An inline event handler attribute (`onerror=…`, `onclick=…`), but not `open`. */
const handlerAttributePattern = /([\s/])(?!open\b)on[a-zA-Z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/**
 * The input with the inline event handlers of its start tags removed, before anything parses it. DOMPurify
 * drops them anyway; removing them first keeps the browser from parsing them at all: under a
 * Content-Security-Policy without 'unsafe-inline' (the storefront's), Chromium reports every inline handler
 * it parses as a violation, logged as a console error, even in the inert document DOMPurify parses into.
 * Best effort: a handler this misses is still dropped by DOMPurify.
 */
export function withoutInlineHandlers(html: string): string {
  if (!/on/i.test(html)) return html;
  return html.replace(startTagPattern, (tag) => tag.replace(handlerAttributePattern, '$1'));
}

/**
 * Makes a sanitizer over a DOM window: the browser's, or a server-side one such as a jsdom window
 * during server rendering. It keeps formatting, images, links and tables; it drops scripts, event
 * handlers, embedded documents, forms, `<style>` blocks, inline styles that can run code,
 * `javascript:` URLs and `data:` URLs other than images; links opening a new tab get
 * `rel="noopener noreferrer"`. Without a usable DOM it falls back to escaped plain text, never the input.
 */
export function createHtmlSanitizer(windowLike: WindowLike | null | undefined): HtmlSanitizer {
  const purify = windowLike ? DOMPurify(windowLike) : undefined;
  if (!purify?.isSupported) return (html) => htmlToSafeText(html == null ? '' : String(html));

  purify.addHook('uponSanitizeAttribute', (_node, event) => {
    const value = event.attrValue;
    if (event.attrName === 'style' && isDangerousStyle(value)) event.keepAttr = false;
    if (urlAttributes.has(event.attrName) && /^\s*data:/i.test(value) && !/^\s*data:image\//i.test(value)) {
      event.keepAttr = false;
    }
    if (event.attrName === 'target' && !allowedTargets.has(value.trim().toLowerCase()))
      event.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.getAttribute?.('target')?.trim().toLowerCase() !== '_blank') return;
    // A page opened in a new tab must not get a handle on the store's window (reverse tabnabbing).
    const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter((token) => token !== ''));
    rel.add('noopener');
    rel.add('noreferrer');
    node.setAttribute('rel', [...rel].join(' '));
  });

  return (html, options) => {
    if (html == null || html === '') return '';
    return purify.sanitize(withoutInlineHandlers(String(html)), {
      ...baseConfig(options),
      RETURN_TRUSTED_TYPE: false,
    }) as string;
  };
}
