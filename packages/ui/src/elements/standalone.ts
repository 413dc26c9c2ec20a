/**
 * The standalone bundle's entry (`@vitrine/ui/standalone/vitrine-elements.js`): for an HTML theme without a build
 * step. Loading it registers every element of the kit (`defineAllVitrineElements`) for the page; its options come
 * from a global object set before the script, then from the script tag's data attributes:
 *
 * ```html
 * <link rel="stylesheet" href="/standalone/vitrine-elements.css" />
 * <script>window.vitrineConfig = { apiUrl: 'https://loja.example' };</script>
 * <script type="module" src="/standalone/vitrine-elements.js" data-api-url=""></script>
 * ```
 *
 * `apiUrl` defaults to '' (the page's origin). The module also exports `vitrine` (what the page's one
 * `defineAllVitrineElements` call returned: its bus, client and runtime) and the DOM events' helpers
 * (`dispatchVitrineCommand`…), so a page's own module can `import { vitrine } from '/standalone/vitrine-elements.js'`. Browser only; it registers once per page even when
 * loaded under two URLs. The bundle holds no styles: the page links `vitrine-elements.css`.
 */
import '../styles/index.css';
import { type DefineAllVitrineElementsOptions, defineAllVitrineElements } from './defineAllVitrineElements';
import type { VitrineElements } from './defineVitrineElements';

// The runtime's API, not the 59 full definitions: the bundle registers every element deferred (its tag and a
// loader), each definition loading with its widget, so a page pays for the elements it places.
export type { CountingBus } from './countingBus';
export type { VitrineElement, VitrineElementConstructor } from './createVitrineElement';
export type { VitrineRuntime } from './createVitrineRuntime';
export type { VitrineElements } from './defineVitrineElements';
export type {
  VitrineDocumentEventMap,
  VitrineDomCommandDetail,
  VitrineDomCommandMap,
  VitrineDomCommandName,
  VitrineDomEventMap,
  VitrineDomEventName,
} from './events';
export { dispatchVitrineCommand, vitrineDomCommands, vitrineDomEventNames } from './events';

declare global {
  interface Window {
    /** The standalone bundle's options, set by the page before its script (`apiUrl`, `messages`, `config`…). */
    vitrineConfig?: Partial<DefineAllVitrineElementsOptions>;
  }
}

/** Where the page's one standalone registration lives, shared by every copy of the bundle. */
const registered = Symbol.for('vitrine.standalone');
type StandaloneGlobal = typeof globalThis & { [registered]?: VitrineElements };

/** The `<script>` that loaded this module (module scripts have no `document.currentScript`). */
function ownScript(): HTMLScriptElement | undefined {
  const here = import.meta.url;
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src === here) return script;
  }
  return undefined;
}

/** The options: `window.vitrineConfig`, then the script's `data-api-url`; `apiUrl` '' by default. */
function standaloneOptions(): DefineAllVitrineElementsOptions {
  const config = window.vitrineConfig ?? {};
  const dataApiUrl = ownScript()?.dataset.apiUrl;
  return { ...config, apiUrl: dataApiUrl ?? config.apiUrl ?? '' };
}

const scope = globalThis as StandaloneGlobal;
scope[registered] ??= defineAllVitrineElements(standaloneOptions());

/** The page's elements: `{ runtime, bus, client, destroy() }` of its one registration. */
export const vitrine: VitrineElements = scope[registered];
