/** Options of `injectScript`. */
export interface InjectScriptOptions {
  /** A CSP nonce for the script element, `undefined` when the page uses none. */
  nonce?: string | undefined;
}

/**
 * Adds an async `<script src>` to the document once, as the vendors' snippets do (before the first script,
 * else at the end of `<head>`), and returns it; returns the element already there when one has that src.
 */
export function injectScript(
  doc: Document,
  src: string,
  options: InjectScriptOptions = {},
): HTMLScriptElement {
  for (const script of Array.from(doc.scripts)) {
    if (script.getAttribute('src') === src) return script;
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  if (options.nonce) script.nonce = options.nonce;
  const first = doc.getElementsByTagName('script')[0];
  if (first?.parentNode) first.parentNode.insertBefore(script, first);
  else (doc.head ?? doc.documentElement).appendChild(script);
  return script;
}
