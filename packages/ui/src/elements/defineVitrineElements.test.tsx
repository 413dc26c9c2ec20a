import { act, screen, within } from '@testing-library/react';
import type { StorefrontEvent } from '@vitrine/core';
import { createTestStorefront, expectNoAxeViolations, SANDBOX_BASE_URL } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type DefineVitrineElementsOptions,
  defineVitrineElements,
  type VitrineElements,
} from './defineVitrineElements';
import type { DeferredElementDefinition, ElementDefinition } from './ElementDefinition';
import { dispatchVitrineCommand } from './events';
import { logoTestElement, testDefinitions } from './testing/testDefinitions';

const { simple } = sandboxFixtures;

let current: VitrineElements | undefined;

/** Starts a page: a fresh sandbox store and the runtime with the test definitions. */
function startPage(options: Partial<DefineVitrineElementsOptions> = {}) {
  const storefront = createTestStorefront();
  current = defineVitrineElements({ apiUrl: SANDBOX_BASE_URL, definitions: testDefinitions, ...options });
  return { ...storefront, ...current };
}

/** Places `html` in the page (as a server-rendered theme would) and returns its first element. */
async function place(html: string, parent: HTMLElement = document.body): Promise<HTMLElement> {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild as HTMLElement;
  await act(async () => {
    parent.append(element);
  });
  return element;
}

/**
 * A lazy definition of the logo under `tag` whose loader the test settles: `loads` counts the loader's calls,
 * `finish()` resolves the pending load with the widget, `fail()` rejects it.
 */
function slowLogoElement(tag: `vitrine-${string}`) {
  const pending: { resolve: (widget: ComponentType) => void; reject: (error: Error) => void }[] = [];
  const control = { loads: 0 };
  const definition: ElementDefinition = {
    ...logoTestElement,
    tag,
    lazy: true,
    component: () => {
      control.loads += 1;
      return new Promise<ComponentType>((resolve, reject) => pending.push({ resolve, reject }));
    },
  };
  const settle = async (how: (load: (typeof pending)[number]) => void) => {
    await act(async () => {
      for (const load of pending.splice(0)) how(load);
    });
  };
  return {
    definition,
    control,
    finish: () => settle((load) => load.resolve(logoTestElement.component)),
    fail: () => settle((load) => load.reject(new Error('chunk failed'))),
  };
}

/** Lets the unmount of removed elements (deferred by one microtask) run. */
async function flushMicrotasks() {
  await act(async () => {
    await Promise.resolve();
  });
}

afterEach(async () => {
  await act(async () => current?.destroy());
  current = undefined;
  document.body.replaceChildren();
});

describe('defineVitrineElements', () => {
  it('given a <vitrine-logo> in the page, it renders the widget with the store data, in light DOM', async () => {
    startPage();
    const header = await place('<header><vitrine-logo></vitrine-logo></header>');
    const element = header.querySelector('vitrine-logo') as HTMLElement;
    const link = await screen.findByRole('link', { name: 'Loja Vitrine' });
    expect(element.contains(link)).toBe(true);
    expect(element.shadowRoot).toBeNull();
    await expectNoAxeViolations(header);
  });

  it('elements share one cache: three logos ask the store once, and removing the first leaves the others working', async () => {
    const { requests } = startPage();
    const header = await place(
      '<header><vitrine-logo></vitrine-logo><vitrine-logo></vitrine-logo><vitrine-logo></vitrine-logo></header>',
    );
    await screen.findAllByRole('link', { name: 'Loja Vitrine' });
    expect(await screen.findAllByRole('link', { name: 'Loja Vitrine' })).toHaveLength(3);
    expect(requests('content.company')).toHaveLength(1);
    await act(async () => header.querySelector('vitrine-logo')?.remove());
    await flushMicrotasks();
    await place('<vitrine-logo></vitrine-logo>', header);
    expect(await screen.findAllByRole('link', { name: 'Loja Vitrine' })).toHaveLength(3);
    expect(requests('content.company')).toHaveLength(1);
  });

  it('given server-rendered content in the element, the widget replaces it', async () => {
    startPage();
    const element = await place('<vitrine-cart-count><span>0</span></vitrine-cart-count>');
    await screen.findByRole('button', { name: '0 itens no carrinho' });
    expect(element.querySelector(':scope > span')).toBeNull();
  });

  it('when an attribute changes, the widget re-renders with the new prop; typed attributes are converted', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    startPage();
    const element = await place(
      '<vitrine-logo name="Empório Sol" src="/logo.png" width="200"></vitrine-logo>',
    );
    const picture = await screen.findByRole('img', { name: 'Empório Sol' });
    expect(picture.getAttribute('width')).toBe('200');
    await act(async () => element.setAttribute('name', 'Casa Lua'));
    expect(screen.getByRole('img', { name: 'Casa Lua' })).toBe(element.querySelector('img'));
    await act(async () => element.setAttribute('width', 'largo'));
    // An unreadable number falls back to the widget's default width, with a warning saying what to write.
    expect(element.querySelector('img')?.getAttribute('width')).toBe('160');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('width="largo" is not a number'));
  });

  it('given props set from a script, the widget gets them after the attributes', async () => {
    startPage();
    const element = await place('<vitrine-logo name="Empório Sol" src="/logo.png"></vitrine-logo>');
    await screen.findByRole('img', { name: 'Empório Sol' });
    await act(async () => {
      (element as HTMLElement & { props: Record<string, unknown> }).props = { name: 'Pelo script' };
    });
    expect(screen.getByRole('img', { name: 'Pelo script' })).toBeInTheDocument();
  });

  it('when removed, it unmounts and leaves no listener, actor or element behind; added again, it renders again', async () => {
    const { runtime } = startPage();
    const baseline = runtime.listenerCount;
    const element = await place('<vitrine-cart-count></vitrine-cart-count>');
    await screen.findByRole('button', { name: '0 itens no carrinho' });
    expect(runtime.elementCount).toBe(1);
    expect(runtime.listenerCount).toBeGreaterThan(baseline);
    expect([...runtime.services.flows.values()].some((flow) => flow.held)).toBe(true);

    await act(async () => element.remove());
    await flushMicrotasks();
    expect(runtime.elementCount).toBe(0);
    expect(runtime.listenerCount).toBe(baseline);
    expect([...runtime.services.flows.values()].every((flow) => !flow.held)).toBe(true);
    expect(element.childElementCount).toBe(0);

    await act(async () => document.body.append(element));
    expect(await screen.findByRole('button', { name: '0 itens no carrinho' })).toBeInTheDocument();
    expect(runtime.elementCount).toBe(1);
  });

  it('when moved within the page, it keeps its mounted widget (no remount)', async () => {
    const { runtime } = startPage();
    const element = await place('<vitrine-cart-count></vitrine-cart-count>');
    const button = await screen.findByRole('button', { name: '0 itens no carrinho' });
    const aside = await place('<aside></aside>');
    await act(async () => aside.append(element));
    await flushMicrotasks();
    expect(aside.querySelector('button')).toBe(button);
    expect(runtime.elementCount).toBe(1);
  });

  it('given a vitrine:cart-add command from the theme, the page’s one cart flow adds it and every <vitrine-cart-count> updates', async () => {
    const { requests } = startPage();
    const header = await place('<header><vitrine-cart-count></vitrine-cart-count></header>');
    const footer = await place('<footer><vitrine-cart-count></vitrine-cart-count></footer>');
    await within(header).findByRole('button', { name: '0 itens no carrinho' });
    await within(footer).findByRole('button', { name: '0 itens no carrinho' });
    await act(async () =>
      dispatchVitrineCommand('vitrine:cart-add', { idProduct: simple.idProduct, idSku: null, quantity: 2 }),
    );
    expect(await within(header).findByRole('button', { name: '2 itens no carrinho' })).toBeInTheDocument();
    expect(await within(footer).findByRole('button', { name: '2 itens no carrinho' })).toBeInTheDocument();
    // One flow for the page: the add reached the store once.
    expect(requests('cart.add')).toHaveLength(1);
  });

  it('given the runtime’s messages, every element uses them', async () => {
    startPage({ messages: { ui: { cartCount: { label: (count: number) => `${count} na sacola` } } } });
    await place('<vitrine-cart-count></vitrine-cart-count>');
    expect(await screen.findByRole('button', { name: '0 na sacola' })).toBeInTheDocument();
  });

  it('given a lazy definition, the widget loads when the element first connects', async () => {
    startPage();
    await place('<vitrine-search-box placeholder="Busque na loja"></vitrine-search-box>');
    expect(await screen.findByRole('combobox')).toHaveAttribute('placeholder', 'Busque na loja');
    await expectNoAxeViolations(document.body);
  });

  it('given the shadow attribute, it renders in an open shadow root linking the kit’s stylesheet', async () => {
    startPage({ stylesheet: '/vitrine-ui.css' });
    const element = await place('<vitrine-logo shadow></vitrine-logo>');
    const shadow = element.shadowRoot;
    expect(shadow).not.toBeNull();
    const mountPoint = shadow?.querySelector<HTMLElement>('[data-vitrine-root]') as HTMLElement;
    expect(await within(mountPoint).findByRole('link', { name: 'Loja Vitrine' })).toBeInTheDocument();
    expect(shadow?.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/vitrine-ui.css');
    expect(element.querySelector('a')).toBeNull();
  });

  it('when defined twice, the second registration is a no-op; after destroy(), a new runtime mounts the page’s elements', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = startPage();
    const element = await place('<vitrine-cart-count></vitrine-cart-count>');
    await screen.findByRole('button', { name: '0 itens no carrinho' });
    const second = defineVitrineElements({ apiUrl: SANDBOX_BASE_URL, definitions: testDefinitions });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('already belongs to a live runtime'));
    expect(second.runtime.elementCount).toBe(0);
    second.destroy();

    await act(async () => first.destroy());
    expect(first.runtime.elementCount).toBe(0);
    expect(element.childElementCount).toBe(0);
    const third = defineVitrineElements({ apiUrl: SANDBOX_BASE_URL, definitions: testDefinitions });
    current = third;
    expect(await screen.findByRole('button', { name: '0 itens no carrinho' })).toBeInTheDocument();
    expect(third.runtime.elementCount).toBe(1);
  });
});

describe('a lazy widget loading', () => {
  it('keeps the server-rendered content until the widget renders, then the widget replaces it; one load for every element', async () => {
    const slow = slowLogoElement('vitrine-slow-logo');
    const { runtime } = startPage({ definitions: [slow.definition] });
    const header = await place(
      '<header><vitrine-slow-logo name="Empório Sol"><a href="/" data-server>Empório Sol</a></vitrine-slow-logo><vitrine-slow-logo name="Empório Sol"><a href="/" data-server>Empório Sol</a></vitrine-slow-logo></header>',
    );
    await flushMicrotasks();
    // While the code loads, the theme's content stays: no empty gap, no flash.
    expect(header.querySelectorAll('[data-server]')).toHaveLength(2);
    expect(runtime.elementCount).toBe(0);
    expect(slow.control.loads).toBe(1);
    await expectNoAxeViolations(header);

    await slow.finish();
    await within(header).findAllByRole('img', { name: 'Empório Sol' });
    expect(within(header).getAllByRole('img', { name: 'Empório Sol' })).toHaveLength(2);
    expect(header.querySelectorAll('[data-server]')).toHaveLength(0);
    expect(runtime.elementCount).toBe(2);
    expect(slow.control.loads).toBe(1);
  });

  it('given an element removed while its widget loads, it mounts nothing; added again, it renders', async () => {
    const slow = slowLogoElement('vitrine-slow-logo-removed');
    const { runtime } = startPage({ definitions: [slow.definition] });
    const element = await place(
      '<vitrine-slow-logo-removed name="Empório Sol">Empório Sol</vitrine-slow-logo-removed>',
    );
    await act(async () => element.remove());
    await slow.finish();
    expect(runtime.elementCount).toBe(0);
    expect(element.textContent).toBe('Empório Sol');
    await act(async () => document.body.append(element));
    expect(await screen.findByRole('img', { name: 'Empório Sol' })).toBeInTheDocument();
    expect(runtime.elementCount).toBe(1);
  });

  it('given the widget’s code fails to load, the element keeps its content and says why; the next element tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const slow = slowLogoElement('vitrine-slow-logo-failing');
    const { runtime } = startPage({ definitions: [slow.definition] });
    const first = await place(
      '<vitrine-slow-logo-failing name="Empório Sol">Empório Sol</vitrine-slow-logo-failing>',
    );
    await slow.fail();
    expect(first.textContent).toBe('Empório Sol');
    expect(runtime.elementCount).toBe(0);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('<vitrine-slow-logo-failing>: its widget could not be loaded'),
      expect.any(Error),
    );
    await place('<vitrine-slow-logo-failing name="Casa Lua">Casa Lua</vitrine-slow-logo-failing>');
    expect(slow.control.loads).toBe(2);
    await slow.finish();
    expect(await screen.findByRole('img', { name: 'Casa Lua' })).toBeInTheDocument();
  });

  it('given a deferred definition, it loads the definition with the first element, applies an attribute set before the load and follows later changes; removed and placed again, it renders its current attributes', async () => {
    let loads = 0;
    let finish: (definition: ElementDefinition) => void = () => {};
    const deferred: DeferredElementDefinition = {
      tag: 'vitrine-deferred-logo',
      load: () => {
        loads += 1;
        return new Promise((resolve) => {
          finish = resolve;
        });
      },
    };
    const { runtime } = startPage({ definitions: [deferred] });
    expect(customElements.get('vitrine-deferred-logo')).toBeDefined();
    expect(loads).toBe(0);
    const first = await place(
      '<vitrine-deferred-logo name="Empório Sol">Empório Sol</vitrine-deferred-logo>',
    );
    await place('<vitrine-deferred-logo name="Casa Lua"></vitrine-deferred-logo>');
    first.setAttribute('name', 'Empório Sol e Lua');
    expect(loads).toBe(1);
    expect(first.textContent).toBe('Empório Sol');
    await act(async () => finish({ ...logoTestElement, tag: 'vitrine-deferred-logo' }));
    expect(await screen.findByRole('img', { name: 'Empório Sol e Lua' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Casa Lua' })).toBeInTheDocument();
    first.setAttribute('name', 'Loja Nova');
    expect(await screen.findByRole('img', { name: 'Loja Nova' })).toBeInTheDocument();
    first.remove();
    await flushMicrotasks();
    expect(runtime.elementCount).toBe(1);
    first.setAttribute('name', 'De volta');
    await place(first.outerHTML);
    expect(await screen.findByRole('img', { name: 'De volta' })).toBeInTheDocument();
  });

  it('given a deferred definition that fails to load, the element keeps its content; the next element tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let loads = 0;
    const deferred: DeferredElementDefinition = {
      tag: 'vitrine-deferred-failing',
      load: async () => {
        loads += 1;
        if (loads === 1) throw new Error('chunk failed');
        return { ...logoTestElement, tag: 'vitrine-deferred-failing' };
      },
    };
    startPage({ definitions: [deferred] });
    const first = await place(
      '<vitrine-deferred-failing name="Empório Sol">Empório Sol</vitrine-deferred-failing>',
    );
    expect(first.textContent).toBe('Empório Sol');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('<vitrine-deferred-failing>: its widget could not be loaded'),
      expect.any(Error),
    );
    await place('<vitrine-deferred-failing name="Casa Lua"></vitrine-deferred-failing>');
    expect(await screen.findByRole('img', { name: 'Casa Lua' })).toBeInTheDocument();
    expect(loads).toBe(2);
  });

  it('given the runtime destroyed while the widget loads, nothing mounts', async () => {
    const slow = slowLogoElement('vitrine-slow-logo-destroyed');
    const { runtime, destroy } = startPage({ definitions: [slow.definition] });
    const element = await place(
      '<vitrine-slow-logo-destroyed name="Empório Sol">Empório Sol</vitrine-slow-logo-destroyed>',
    );
    destroy();
    await slow.finish();
    expect(runtime.elementCount).toBe(0);
    expect(element.textContent).toBe('Empório Sol');
  });
});

describe('the DOM events bridge', () => {
  it('given a vitrine:open-quote command, the bus gets quote.open with its detail', async () => {
    const { bus } = startPage();
    const opened: StorefrontEvent[] = [];
    bus.subscribe('quote.open', (event) => opened.push(event));
    const product = { idProduct: simple.idProduct, name: simple.name, hasVariations: false };
    document.dispatchEvent(
      new CustomEvent('vitrine:open-quote', { detail: { products: [product], origin: 'card' } }),
    );
    expect(opened).toEqual([{ type: 'quote.open', products: [product], origin: 'card' }]);
  });

  it('given a command whose bus event has no data (vitrine:open-cart), it needs no detail', () => {
    const { bus } = startPage();
    const views: StorefrontEvent[] = [];
    bus.subscribe('cart.view', (event) => views.push(event));
    document.dispatchEvent(new CustomEvent('vitrine:open-cart'));
    expect(views).toEqual([{ type: 'cart.view' }]);
  });

  it('given a bus cart.changed, document hears vitrine:cart-changed with the event as detail', () => {
    const { bus } = startPage();
    const heard: unknown[] = [];
    const listener = (event: DocumentEventMap['vitrine:cart-changed']) => heard.push(event.detail);
    document.addEventListener('vitrine:cart-changed', listener);
    bus.publish({ type: 'cart.changed', count: 3 });
    document.removeEventListener('vitrine:cart-changed', listener);
    expect(heard).toEqual([{ type: 'cart.changed', count: 3 }]);
  });

  it('given a command, it reaches the bus once and document once (no echo under the same name)', () => {
    const { bus } = startPage();
    const onBus = vi.fn();
    const onDocument = vi.fn();
    const onOpened = vi.fn();
    bus.subscribe('alertMe.open', onBus);
    document.addEventListener('vitrine:open-alert-me', onDocument);
    document.addEventListener('vitrine:alert-me-open', onOpened);
    const product = { idProduct: simple.idProduct, name: simple.name, hasVariations: false };
    dispatchVitrineCommand('vitrine:open-alert-me', { product });
    dispatchVitrineCommand('vitrine:cart-changed', {});
    document.removeEventListener('vitrine:open-alert-me', onDocument);
    document.removeEventListener('vitrine:alert-me-open', onOpened);
    expect(onBus).toHaveBeenCalledExactlyOnceWith({ type: 'alertMe.open', product });
    expect(onDocument).toHaveBeenCalledOnce();
    // The bus event still reaches scripts listening under its own DOM name.
    expect(onOpened).toHaveBeenCalledOnce();
  });

  it('given a bus event whose DOM name is also a command, the bus and document each get it once', () => {
    const { bus } = startPage();
    const onBus = vi.fn();
    const onDocument = vi.fn();
    bus.subscribe('cart.add', onBus);
    document.addEventListener('vitrine:cart-add', onDocument);
    bus.publish({ type: 'cart.add', idProduct: simple.idProduct, idSku: null, quantity: 1 });
    document.removeEventListener('vitrine:cart-add', onDocument);
    expect(onBus).toHaveBeenCalledOnce();
    expect(onDocument).toHaveBeenCalledOnce();
  });

  it('given a command without its data, it is ignored with a warning saying what detail needs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { bus } = startPage();
    const onBus = vi.fn();
    bus.subscribe('cart.add', onBus);
    document.dispatchEvent(new CustomEvent('vitrine:cart-add', { detail: 'produto 10' }));
    expect(onBus).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'vitrine:cart-add' event needs its data"));
  });

  it('after destroy(), the bridge is gone both ways', () => {
    const { bus, destroy } = startPage();
    const onBus = vi.fn();
    const onDocument = vi.fn();
    bus.subscribe('cart.view', onBus);
    document.addEventListener('vitrine:cart-changed', onDocument);
    destroy();
    document.dispatchEvent(new CustomEvent('vitrine:open-cart'));
    bus.publish({ type: 'cart.changed' });
    document.removeEventListener('vitrine:cart-changed', onDocument);
    expect(onBus).not.toHaveBeenCalled();
    expect(onDocument).not.toHaveBeenCalled();
  });
});
