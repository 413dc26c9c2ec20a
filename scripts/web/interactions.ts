// Responsiveness after load: the time from a press to the next paint showing its result, on the production
// storefront, with Chromium's CPU throttled 4× (CDP `Emulation.setCPUThrottlingRate`). Each kind of press on a
// freshly loaded page (the first press: the island's code may not be there yet, it loads on touch and the press
// is replayed), then once more on the same page (warm). Part of `pnpm bench:web`.
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { chromiumFlags } from './lighthouse';
import { median } from './report';

/** What one press measured, in milliseconds. */
export interface PressTiming {
  /** From the input event's timestamp to the paint after the DOM showed the result (double animation frame). */
  pressToPaintMs: number;
  /** The longest Event Timing entry of the press (input delay + processing + presentation), INP-style. */
  inpMs: number;
}

export interface InteractionResult {
  name: string;
  path: string;
  samples: number;
  first: PressTiming;
  warm: PressTiming;
  /** Every sample, first and warm presses, for the JSON. */
  runs: { first: PressTiming; warm: PressTiming }[];
}

type Probe = 'cart-count' | 'cart-dialog' | 'variation' | 'filter';

interface Interaction {
  name: string;
  path: string;
  probe: Probe;
  /** The control of the press; `nth` is 0 for the first press, 1 for the warm one. */
  target(page: Page, nth: number): Promise<Locator>;
  /** What to undo between the first and the warm press (closing the cart). */
  between?(page: Page): Promise<void>;
  /** A desktop window instead of the phone's (the listing's filters sit in a drawer on a phone). */
  desktop?: boolean;
}

const productPath = '/vestido-midi-floral-manga-bufante/produto/';
/** A radio of the buy box not chosen yet: a native one (through its label) or an ARIA one. */
const freeRadio = (page: Page) =>
  page
    .locator(
      '.vt-product-detail--buy-box label:has(input[type=radio]:not(:checked):not(:disabled)), .vt-product-detail--buy-box [role=radio][aria-checked=false]:not([disabled]):not([aria-disabled=true])',
    )
    .first();

export const interactions: Interaction[] = [
  {
    name: "'Adicionar ao Carrinho' (count updated)",
    path: productPath,
    probe: 'cart-count',
    target: async (page) => page.getByRole('button', { name: 'Adicionar ao Carrinho' }).first(),
  },
  {
    name: "opening the cart ('Meu Carrinho' shown)",
    path: productPath,
    probe: 'cart-dialog',
    target: async (page) => page.getByRole('button', { name: /no carrinho$/ }).first(),
    between: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Meu Carrinho' }).waitFor({ state: 'hidden', timeout: 30_000 });
    },
  },
  {
    name: 'choosing a variation (SKU code or price updated)',
    path: productPath,
    probe: 'variation',
    target: async (page) => freeRadio(page),
  },
  {
    name: "a filter on a listing ('Remover filtro' shown)",
    path: '/moda-feminina/c',
    probe: 'filter',
    desktop: true,
    target: async (page) =>
      page.getByRole('checkbox').filter({ visible: true }).and(page.locator(':not(:checked)')).first(),
  },
];

/**
 * Installed in the page before a press: remembers the press's timestamp, the Event Timing entries, and the time of
 * the paint after the probed part of the page changed.
 */
function arm(probe: Probe) {
  const read = (): string => {
    if (probe === 'cart-count')
      return (
        [...document.querySelectorAll('button[aria-label]')]
          .map((b) => b.getAttribute('aria-label') ?? '')
          .find((label) => label.endsWith('no carrinho')) ?? ''
      );
    if (probe === 'cart-dialog') {
      const dialog = [...document.querySelectorAll('[role=dialog]')].find((d) =>
        d.textContent?.includes('Meu Carrinho'),
      );
      return dialog && dialog.getBoundingClientRect().height > 0 ? 'open' : 'closed';
    }
    if (probe === 'variation') {
      const box = document.querySelector('.vt-product-detail--buy-box');
      const code = document.querySelector('.vt-product-detail__sku-code')?.textContent ?? '';
      const prices = [...(box?.querySelectorAll('[class*=price]') ?? [])].map((p) => p.textContent).join('|');
      return `${code}|${prices}`;
    }
    return String(
      [...document.querySelectorAll('button, a')].filter((b) =>
        (b.getAttribute('aria-label') ?? b.textContent ?? '').trim().startsWith('Remover filtro'),
      ).length,
    );
  };
  const state: { start?: number; painted?: number; changedTo?: string; events: number[] } = { events: [] };
  (window as unknown as { __press: typeof state }).__press = state;
  const before = read();
  const onInput = (event: Event) => {
    state.start ??= event.timeStamp;
  };
  addEventListener('pointerdown', onInput, { capture: true, once: true });
  addEventListener('keydown', onInput, { capture: true, once: true });
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId && state.start !== undefined && entry.startTime >= state.start - 1)
        state.events.push(entry.duration);
  });
  observer.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  let seen = false;
  const check = () => {
    if (seen) return;
    const now = read();
    if (now === before) return;
    seen = true;
    state.changedTo = now;
    mutations.disconnect();
    // The frame that shows the change, then its paint: the next task after that frame's callbacks.
    requestAnimationFrame(() => setTimeout(() => (state.painted = performance.now())));
  };
  const mutations = new MutationObserver(check);
  mutations.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const poll = () => {
    check();
    if (!seen) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function press(page: Page, interaction: Interaction, nth: number): Promise<PressTiming> {
  const target = await interaction.target(page, nth);
  await target.waitFor({ state: 'visible', timeout: 60_000 });
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(arm, interaction.probe);
  await target.click({ timeout: 60_000 });
  await page.waitForFunction(
    () => (window as unknown as { __press: { painted?: number } }).__press.painted !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  // Event Timing entries are reported after their frame is presented: give them a moment to arrive.
  await page.waitForTimeout(300);
  const state = await page.evaluate(
    () => (window as unknown as { __press: { start?: number; painted: number; events: number[] } }).__press,
  );
  if (state.start === undefined) throw new Error(`${interaction.name}: no input event seen`);
  return {
    pressToPaintMs: Math.round(state.painted - state.start),
    inpMs: state.events.length ? Math.max(...state.events) : 0,
  };
}

async function loadIdle(browser: Browser, url: string, desktop = false): Promise<Page> {
  const context = await browser.newContext({
    viewport: desktop ? { width: 1350, height: 940 } : { width: 412, height: 823 },
    isMobile: !desktop,
    hasTouch: false,
    locale: 'pt-BR',
  });
  // tsx (esbuild's keepNames) wraps named functions in `__name(…)`: `arm` runs in the page, which needs it too.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/**
 * Measures every interaction (or those whose name contains `only`) on `samples` fresh page loads each; medians of
 * the first and the warm presses.
 */
export async function measureInteractions(
  baseUrl: string,
  samples = 3,
  only?: string,
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
  });
  const results: InteractionResult[] = [];
  try {
    for (const interaction of interactions.filter((candidate) => !only || candidate.name.includes(only))) {
      const runs: InteractionResult['runs'] = [];
      for (let sample = 0; sample < samples; sample++) {
        const page = await loadIdle(browser, baseUrl + interaction.path, interaction.desktop);
        try {
          const first = await press(page, interaction, 0);
          await interaction.between?.(page);
          const warm = await press(page, interaction, 1);
          runs.push({ first, warm });
          console.log(
            `${interaction.name}: first ${first.pressToPaintMs} ms (INP-style ${first.inpMs}), warm ${warm.pressToPaintMs} ms (${warm.inpMs})`,
          );
        } finally {
          await page.context().close();
        }
      }
      const med = (pick: (run: InteractionResult['runs'][number]) => PressTiming): PressTiming => ({
        pressToPaintMs: median(runs.map((run) => pick(run).pressToPaintMs)),
        inpMs: median(runs.map((run) => pick(run).inpMs)),
      });
      results.push({
        name: interaction.name,
        path: interaction.path,
        samples,
        first: med((run) => run.first),
        warm: med((run) => run.warm),
        runs,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The Markdown table of the latencies, against the 200 ms target ("good" INP). */
export function interactionsTable(results: InteractionResult[]): string {
  const mark = (ms: number) => `${Math.round(ms)} ms${ms <= 200 ? '' : ' (> 200)'}`;
  return [
    '| press (4× CPU) | page | first: press → paint | first: INP-style | warm: press → paint | warm: INP-style |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.path} | ${mark(r.first.pressToPaintMs)} | ${mark(r.first.inpMs)} | ${mark(r.warm.pressToPaintMs)} | ${mark(r.warm.inpMs)} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base)
    throw new Error(
      "usage: node --import tsx scripts/web/interactions.ts http://127.0.0.1:PORT [samples] [name filter, e.g. 'cart']",
    );
  const results = await measureInteractions(base, Number(process.argv[3] ?? 1), process.argv[4]);
  console.log(interactionsTable(results));
}
