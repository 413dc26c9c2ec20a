import { type ComponentPropsWithRef, type ReactNode, Suspense, use, useMemo } from 'react';

type SanitizerModule = typeof import('./sanitizer');
let sanitizerModule: Promise<SanitizerModule> | undefined;
/**
 * Core's sanitizer, loaded once per page the first time platform HTML is shown (the same module for everyone).
 * Once it arrived, the promise says so the way React's `use` reads it, so later renders get the module at once
 * with no Suspense round, and every render calls `use` the same way (a render that suspended and a render that
 * did not must run the same hooks).
 */
function loadSanitizer(): Promise<SanitizerModule> {
  if (!sanitizerModule) {
    const loading = import('./sanitizer');
    // React's own marks for a settled promise (`status`, `value`), which `use` reads without suspending.
    loading.then((module) => Object.assign(loading, { status: 'fulfilled', value: module }));
    sanitizerModule = loading;
  }
  return sanitizerModule;
}

/**
 * Loads the sanitizer that `SanitizedHtml` (product and banner descriptions, seals) needs. A server-rendered page holding
 * platform HTML (marked `data-vt-html`) calls it before hydrating: the widgets then render the same markup at
 * once, even when an update arrives right after hydration, instead of showing nothing while the chunk loads.
 */
export function preloadSanitizedHtml(): Promise<void> {
  return loadSanitizer().then(() => undefined);
}

/** Props of `SanitizedHtml`. */
export type SanitizedHtmlProps = Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  /** The platform's HTML; always sanitized before it reaches the page. `undefined`/`null`/'' renders `empty`. */
  readonly html: string | null | undefined;
  /** The element holding the markup; 'div' by default. */
  readonly as?: 'div' | 'span' | undefined;
  /** What shows when nothing is left after sanitizing; nothing when `undefined`. */
  readonly empty?: ReactNode;
};

function Sanitized({ html, as: Element = 'div', empty = null, ...props }: SanitizedHtmlProps) {
  const { sanitizeHtml } = use(loadSanitizer());
  const safe = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  if (!safe.trim()) return empty;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above by core's DOMPurify wrapper.
  return <Element data-vt-html="" {...props} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/**
 * The platform's HTML (product and banner descriptions, seal embeds), sanitized by core's `sanitizeHtml`. The sanitizer and
 * DOMPurify load the first time such HTML is shown: a streaming server render waits for them, and hydration keeps
 * the server's markup meanwhile (a Suspense boundary), so nothing flashes; a page without platform HTML never
 * downloads them.
 */
export function SanitizedHtml(props: SanitizedHtmlProps) {
  if (!props.html) return props.empty ?? null;
  return (
    <Suspense fallback={null}>
      <Sanitized {...props} />
    </Suspense>
  );
}
