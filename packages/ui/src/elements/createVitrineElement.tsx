import type { ProductDetail } from '@vitrine/core';
import { StorefrontProvider } from '@vitrine/hooks';
import { type ComponentType, Suspense, useCallback } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { VitrineRuntime } from './createVitrineRuntime';
import {
  type ElementDefinition,
  isDeferredDefinition,
  type VitrineElementDefinition,
} from './ElementDefinition';
import { elementProps } from './elementProps';
import { ProductSource } from './ProductSource';
import { type VitrineHost, VitrineHostContext } from './VitrineHostContext';

/** The class of a Vitrine custom element (what `customElements.define` receives). */
export interface VitrineElementConstructor extends CustomElementConstructor {
  /** The definition the element was made from (a deferred one loads its attribute map with the widget). */
  readonly definition: VitrineElementDefinition;
  /** The runtime its elements mount in now; a later runtime replaces a destroyed one (see `defineVitrineElements`). */
  readonly binding: { runtime: VitrineRuntime };
  /** The attributes that re-render the widget when they change. */
  readonly observedAttributes: readonly string[];
}

/** A Vitrine custom element: the widget's props come from its attributes and, from a script, `props`. */
export interface VitrineElement extends HTMLElement {
  /** Extra props set from a script (objects, functions), applied after the attributes; `undefined` when none. */
  props: Readonly<Record<string, unknown>> | undefined;
}

/** Where a shadow root's widget mounts (the shadow root itself would lose the stylesheet link on first render). */
const shadowMountSelector = '[data-vitrine-root]';

// biome-ignore lint/suspicious/noExplicitAny: a definition's widget takes whatever props its attributes give
type AnyWidget = ComponentType<any>;

/**
 * The `defaults` key by which a definition asks for its product to be resolved: with `productSource: true`, the
 * element turns `productUrl` (or a data-loader) into `product` with `ProductSource` before rendering the widget.
 */
const productSourceProp = 'productSource';

/**
 * The theme's own content of the element (what the server rendered inside it), shown again while the widget waits
 * for its product: the nodes themselves are moved back in, so nothing is re-parsed or re-run, and the element
 * shows no empty gap between its server content and the widget.
 */
function ThemeContent({ nodes }: { readonly nodes: readonly Node[] }) {
  const keep = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) element.replaceChildren(...nodes);
    },
    [nodes],
  );
  return <div data-vitrine-theme-content="" ref={keep} />;
}

/** Renders `Widget` with `props`, resolving its product first when the definition asks for it. */
function ElementWidget({
  Widget,
  props,
  themeContent,
}: {
  readonly Widget: AnyWidget;
  readonly props: Record<string, unknown>;
  readonly themeContent: readonly Node[];
}) {
  if (props[productSourceProp] !== true) return <Widget {...props} />;
  const { [productSourceProp]: _marker, productUrl, product, ...widgetProps } = props;
  return (
    <ProductSource
      product={product as ProductDetail | undefined}
      productUrl={typeof productUrl === 'string' ? productUrl : undefined}
      fallback={themeContent.length > 0 ? <ThemeContent nodes={themeContent} /> : null}
    >
      {(resolved) => <Widget {...widgetProps} product={resolved} />}
    </ProductSource>
  );
}

/**
 * The definition's widget (and, for a deferred definition, the definition itself), loaded once for all its
 * elements: `ready()` gives both when known, `load()` loads them (one request however many elements ask; a failed
 * load is retried by the next element that connects).
 */
function widgetLoader(source: VitrineElementDefinition): {
  ready(): { definition: ElementDefinition; Widget: AnyWidget } | undefined;
  load(): Promise<unknown>;
} {
  let loaded: { definition: ElementDefinition; Widget: AnyWidget } | undefined =
    !isDeferredDefinition(source) && !source.lazy
      ? { definition: source, Widget: source.component as AnyWidget }
      : undefined;
  let loading: Promise<unknown> | undefined;
  const loadWidget = async () => {
    const definition = isDeferredDefinition(source) ? await source.load() : source;
    const Widget = definition.lazy
      ? await (definition.component as () => Promise<AnyWidget>)()
      : (definition.component as AnyWidget);
    loaded = { definition, Widget };
  };
  return {
    ready: () => loaded,
    load() {
      loading ??= loadWidget().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

/**
 * Makes the custom element class of one widget, rendering in `runtime` (the page's shared provider context).
 * Light DOM by default, so the theme's CSS applies; the `shadow` attribute (read when it first connects) opts into
 * an open shadow root holding the kit's stylesheet link. Connecting loads a lazy definition's widget (once for all
 * its elements; the element keeps its server-rendered content meanwhile) and then mounts a React root; an
 * attribute change re-renders; disconnecting unmounts one microtask later, so moving the element keeps its root
 * (and state).
 * Needs a browser: call it from a page's script, never at import or during a server render.
 * @example
 * declare const runtime: Parameters<typeof createVitrineElement>[1];
 * declare const cartCountDefinition: Parameters<typeof createVitrineElement>[0];
 * customElements.define('vitrine-cart-count', createVitrineElement(cartCountDefinition, runtime));
 */
export function createVitrineElement(
  definition: VitrineElementDefinition,
  runtime: VitrineRuntime,
): VitrineElementConstructor {
  if (typeof HTMLElement === 'undefined') {
    throw new Error(
      `createVitrineElement('${definition.tag}') needs a browser: call it from the page's script, not during a server render.`,
    );
  }
  const widget = widgetLoader(definition);
  const binding = { runtime };

  class VitrineWidgetElement extends HTMLElement implements VitrineElement {
    static readonly definition = definition;
    static readonly binding = binding;
    // A deferred definition's attributes are known once it loads: its elements observe them then (see #mount).
    static readonly observedAttributes: readonly string[] = isDeferredDefinition(definition)
      ? []
      : Object.keys(definition.attributes);

    #root: Root | undefined;
    #runtime: VitrineRuntime | undefined;
    #release: (() => void) | undefined;
    #props: Readonly<Record<string, unknown>> | undefined;
    #dataScripts: readonly HTMLScriptElement[] | undefined;
    #themeContent: readonly Node[] | undefined;
    #host: VitrineHost | undefined;
    #attributeObserver: MutationObserver | undefined;

    get props(): Readonly<Record<string, unknown>> | undefined {
      return this.#props;
    }

    set props(value: Readonly<Record<string, unknown>> | undefined) {
      this.#props = value;
      this.#render();
    }

    connectedCallback(): void {
      // Moved within the page: the root is still mounted (its unmount waits for a microtask and sees us back).
      if (this.#root) return;
      const current = binding.runtime;
      if (current.destroyed) {
        if (process.env.NODE_ENV !== 'production') {
          console.warn(
            `<${definition.tag}>: its Vitrine runtime was destroyed; call defineVitrineElements() again to mount it.`,
          );
        }
        return;
      }
      if (widget.ready()) {
        this.#mount(current);
        return;
      }
      // The widget's code loads first: until it is here the element keeps what the server put inside it (a
      // React root clears its container on its first render), so the page shows no empty gap meanwhile.
      widget.load().then(
        () => {
          if (this.isConnected && !this.#root && binding.runtime === current && !current.destroyed) {
            this.#mount(current);
          }
        },
        (error: unknown) => {
          console.error(
            `<${definition.tag}>: its widget could not be loaded; the element keeps its content.`,
            error,
          );
        },
      );
    }

    #mount(current: VitrineRuntime): void {
      // The widget replaces the element's server-rendered content: keep its JSON data-loaders first.
      this.#dataScripts ??= [
        ...this.querySelectorAll<HTMLScriptElement>(':scope > script[type="application/json"]'),
      ];
      // And the rest of it, which a product widget shows again while its product loads.
      this.#themeContent ??= [...this.childNodes].filter(
        (node) => !(node instanceof HTMLScriptElement && this.#dataScripts?.includes(node)),
      );
      this.#runtime = current;
      this.#root = createRoot(this.#container(current));
      this.#release = current.mount(this, () => this.#unmount());
      const attributes = Object.keys(widget.ready()?.definition.attributes ?? {});
      if (isDeferredDefinition(definition) && attributes.length > 0) {
        this.#attributeObserver = new MutationObserver(() => this.#render());
        this.#attributeObserver.observe(this, { attributes: true, attributeFilter: attributes });
      }
      this.#render();
    }

    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) this.#unmount();
      });
    }

    attributeChangedCallback(): void {
      this.#render();
    }

    #container(current: VitrineRuntime): HTMLElement {
      if (!this.hasAttribute('shadow')) return this;
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const existing = shadow.querySelector<HTMLElement>(shadowMountSelector);
      if (existing) return existing;
      const doc = this.ownerDocument;
      const href =
        current.stylesheet ??
        doc.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-vitrine-styles]')?.href;
      if (href) {
        const link = doc.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        shadow.append(link);
      }
      const style = doc.createElement('style');
      style.textContent = `${shadowMountSelector}{display:contents}`;
      const mountPoint = doc.createElement('div');
      mountPoint.setAttribute('data-vitrine-root', '');
      shadow.append(style, mountPoint);
      return mountPoint;
    }

    #hostValue(): VitrineHost {
      this.#host ??= {
        element: this,
        elementData: (attribute) =>
          this.#dataScripts?.find((script) => script.hasAttribute(attribute))?.textContent ?? undefined,
        pageData: (attribute) =>
          /^[\w-]+$/.test(attribute)
            ? (this.ownerDocument.querySelector(`script[type="application/json"][${attribute}]`)
                ?.textContent ?? undefined)
            : undefined,
      };
      return this.#host;
    }

    #render(): void {
      const root = this.#root;
      const current = this.#runtime;
      const loaded = widget.ready();
      if (!root || !current || !loaded) return;
      const { Widget } = loaded;
      const props = elementProps(loaded.definition, (name) => this.getAttribute(name), this.#props);
      root.render(
        <StorefrontProvider {...current.providerProps}>
          <VitrineHostContext.Provider value={this.#hostValue()}>
            <Suspense fallback={null}>
              <ElementWidget Widget={Widget} props={props} themeContent={this.#themeContent ?? []} />
            </Suspense>
          </VitrineHostContext.Provider>
        </StorefrontProvider>,
      );
    }

    #unmount(): void {
      const root = this.#root;
      if (!root) return;
      this.#root = undefined;
      this.#runtime = undefined;
      this.#attributeObserver?.disconnect();
      this.#attributeObserver = undefined;
      root.unmount();
      this.#release?.();
      this.#release = undefined;
    }
  }

  return VitrineWidgetElement as unknown as VitrineElementConstructor;
}
