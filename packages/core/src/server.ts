// biome-ignore lint/style/noRestrictedImports: the one server-only entry of core, kept out of the main entry; jsdom is an optional peer.
import { JSDOM } from 'jsdom';
import { setServerHtmlSanitizer } from './html/sanitizeHtml';
import { createServerSanitizer } from './html/serverSanitizer';

export {
  createParsedReplyCache,
  type ParsedReplyCacheLimits,
} from './client/createParsedReplyCache';

let installed = false;

/**
 * Gives `sanitizeHtml` a DOM on a server, so server-rendered descriptions keep their formatting and match
 * the browser's markup (DOMPurify's documented way: a jsdom window). Creates the window once per process;
 * later calls do nothing. The answers are kept by input (a bounded cache of the 512 last used): the same
 * description on the next page is not parsed again. Needs the optional peer dependency `jsdom`.
 * @example
 * // entry.server.tsx
 * import { installServerHtmlSanitizer } from '@vitrine/core/server';
 * installServerHtmlSanitizer();
 */
export function installServerHtmlSanitizer(): void {
  if (installed) return;
  installed = true;
  // An empty document: nothing is ever attached to it, DOMPurify parses each input in a fresh one.
  setServerHtmlSanitizer(
    createServerSanitizer(new JSDOM('<!doctype html><html><body></body></html>').window as never),
  );
}
