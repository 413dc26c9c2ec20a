import type { StoreClient } from '@vitrine/core';
import type { CountingBus } from './countingBus';
import type { VitrineElementConstructor } from './createVitrineElement';
import { createVitrineElement } from './createVitrineElement';
import {
  createVitrineRuntime,
  type VitrineRuntime,
  type VitrineRuntimeOptions,
} from './createVitrineRuntime';
import type { VitrineElementDefinition } from './ElementDefinition';

/** Options of `defineVitrineElements`: the runtime's, plus the elements to register. */
export interface DefineVitrineElementsOptions extends Omit<VitrineRuntimeOptions, 'document'> {
  /**
   * The elements to register: the page's tags only (`[cartCountElement, searchBoxElement]`), so the page loads
   * nothing of the others. `defineAllVitrineElements` registers every widget of the kit.
   */
  readonly definitions: readonly VitrineElementDefinition[];
}

/** What `defineVitrineElements` returns: the page's runtime and its parts. */
export interface VitrineElements {
  /** The runtime every registered element mounts in. */
  readonly runtime: VitrineRuntime;
  /** The page's bus: publish `cart.add`, listen to `cart.changed`… (the DOM events mirror it). */
  readonly bus: CountingBus;
  /** The page's store API client. */
  readonly client: StoreClient;
  /** Unmounts every element and stops the DOM bridge; the tags stay defined and mount again after a new call. */
  destroy(): void;
}

/** Whether `element` is a Vitrine element class (it carries its runtime binding). */
function isVitrineElement(element: CustomElementConstructor): element is VitrineElementConstructor {
  return 'binding' in element && 'definition' in element;
}

/**
 * Starts the page's Vitrine runtime (one store client, one bus, one set of shared flows) and registers one custom
 * element per definition given (each widget's code loads when its first element connects), so a server-rendered theme places widgets as tags. A tag already defined is left as is
 * (registering twice is a no-op), except that a Vitrine tag whose runtime was destroyed moves to this one. Every
 * bus event reaches `document` as a `vitrine:*` event and the theme's `vitrine:*` commands reach the bus. Outside
 * a browser (a server) it registers nothing and bridges nothing.
 * @example
 * const { bus, destroy } = defineVitrineElements({ apiUrl: '', definitions: [cartCountElement] });
 * document.addEventListener('vitrine:cart-changed', (event) => console.info(event.detail.count));
 */
export function defineVitrineElements(options: DefineVitrineElementsOptions): VitrineElements {
  const { definitions, ...runtimeOptions } = options;
  const hasDom = typeof document !== 'undefined' && typeof customElements !== 'undefined';
  const runtime = createVitrineRuntime({ ...runtimeOptions, document: hasDom ? document : undefined });
  if (hasDom) {
    for (const definition of definitions) {
      const existing = customElements.get(definition.tag);
      if (existing === undefined) {
        customElements.define(definition.tag, createVitrineElement(definition, runtime));
      } else if (isVitrineElement(existing) && existing.binding.runtime.destroyed) {
        existing.binding.runtime = runtime;
        // Elements left on the page by the destroyed runtime mount again in this one.
        for (const element of document.querySelectorAll(definition.tag)) {
          (element as HTMLElement & { connectedCallback?: () => void }).connectedCallback?.();
        }
      } else if (process.env.NODE_ENV !== 'production' && isVitrineElement(existing)) {
        console.warn(
          `defineVitrineElements: <${definition.tag}> already belongs to a live runtime, so it stays there. Call defineVitrineElements once per page (or destroy() the first runtime).`,
        );
      }
    }
  } else if (process.env.NODE_ENV !== 'production') {
    console.warn(
      'defineVitrineElements runs in a browser page; here (no customElements) it registered nothing.',
    );
  }
  return { runtime, bus: runtime.bus, client: runtime.client, destroy: () => runtime.destroy() };
}
