import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Product } from '../../schemas/productSchema';
import {
  type LoadMostSoldInput,
  type SearchEmitted,
  type SearchMachineInput,
  type SearchProductsInput,
  searchMachine,
} from './searchMachine';
import { selectSearchView } from './selectSearchView';
import { fakeProduct, unusedClient } from './testing/listingTestKit';

interface PendingSearch extends SearchProductsInput {
  readonly signal: AbortSignal;
  resolve(products: readonly Product[]): void;
  reject(error: unknown): void;
}

function products(count: number, from = 1): Product[] {
  return Array.from({ length: count }, (_, index) => fakeProduct(from + index));
}

function startSearch(input: Partial<SearchMachineInput> = {}, mostSold: Product[] = products(12, 900)) {
  const searches: PendingSearch[] = [];
  const mostSoldCalls: LoadMostSoldInput[] = [];
  const machine = searchMachine.provide({
    actors: {
      searchProducts: fromPromise<readonly Product[], SearchProductsInput>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            searches.push({ ...input, signal, resolve, reject });
          }),
      ),
      loadMostSold: fromPromise<readonly Product[], LoadMostSoldInput>(async ({ input }) => {
        mostSoldCalls.push(input);
        return mostSold;
      }),
    },
  });
  const actor = createActor(machine, { input: { client: unusedClient, ...input } });
  const emitted: SearchEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => selectSearchView(actor.getSnapshot());
  const last = () => {
    const search = searches.at(-1);
    if (!search) throw new Error('no search was made');
    return search;
  };
  const type = (text: string) => actor.send({ type: 'search.type', text });
  return { actor, searches, mostSoldCalls, emitted, view, last, type };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('searchMachine: when it searches', () => {
  it('typing "camiseta" key by key searches once, 300 ms after the last key, for 5 products', async () => {
    const { searches, type, view } = startSearch();
    for (const text of ['c', 'ca', 'cam', 'cami', 'camis', 'camise', 'camiset', 'camiseta']) {
      type(text);
      await vi.advanceTimersByTimeAsync(120);
    }
    expect(searches).toHaveLength(0);
    expect(view().open).toBe(true);
    expect(view().busy).toBe(true);
    await vi.advanceTimersByTimeAsync(180);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ word: 'camiseta', qtdRegister: 5 });
  });

  it('the debounce and the result count come from the input', async () => {
    const { searches, type } = startSearch({ debounceMs: 50, resultCount: 8 });
    type('vestido');
    await vi.advanceTimersByTimeAsync(50);
    expect(searches[0]).toMatchObject({ word: 'vestido', qtdRegister: 8 });
  });

  it.each([
    ['fewer than 3 characters', 'ca'],
    ['3 characters of spaces around 2', ' ab '],
    ['a percent sign', '50% off'],
  ])('given %s, it never searches and the list stays closed', async (_, text) => {
    const { searches, type, view } = startSearch();
    type(text);
    await vi.advanceTimersByTimeAsync(1000);
    expect(searches).toHaveLength(0);
    expect(view().open).toBe(false);
  });

  it('the searched word is trimmed', async () => {
    const { last, type } = startSearch();
    type('  tênis  ');
    await vi.advanceTimersByTimeAsync(300);
    expect(last().word).toBe('tênis');
  });

  it('typing a newer term aborts the older search, whose late answer is discarded', async () => {
    const { searches, type, view } = startSearch();
    type('camisa');
    await vi.advanceTimersByTimeAsync(300);
    type('camiseta');
    expect(searches[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    searches[1]?.resolve(products(2, 20));
    await flush();
    searches[0]?.resolve(products(5, 1));
    await flush();
    expect(view().results.map((product) => product.idProduct)).toEqual([20, 21]);
  });

  it('deleting down to 2 characters closes the list and drops the pending search', async () => {
    const { searches, type, view } = startSearch();
    type('camisa');
    await vi.advanceTimersByTimeAsync(300);
    type('ca');
    expect(searches[0]?.signal.aborted).toBe(true);
    searches[0]?.resolve(products(5));
    await flush();
    expect(view().open).toBe(false);
    expect(view().results).toEqual([]);
  });

  it('typing back the term already answered shows its results without a new search', async () => {
    const { searches, type, last, view } = startSearch();
    type('camisa');
    await vi.advanceTimersByTimeAsync(300);
    last().resolve(products(3));
    await flush();
    type('camisa ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(searches).toHaveLength(1);
    expect(view().open).toBe(true);
    expect(view().busy).toBe(false);
  });
});

describe('searchMachine: what it shows', () => {
  async function answered(count: number) {
    const started = startSearch();
    started.type('camiseta');
    await vi.advanceTimersByTimeAsync(300);
    started.last().resolve(products(count));
    await flush();
    return started;
  }

  it('with 4 results it shows them and the "Visualizar todos os produtos" link to the search page', async () => {
    const { view } = await answered(4);
    expect(view().busy).toBe(false);
    expect(view().results).toHaveLength(4);
    expect(view().showViewAll).toBe(true);
    expect(view().viewAllLabel).toBe('Visualizar todos os produtos');
    expect(view().options.at(-1)).toEqual({
      kind: 'viewAll',
      href: '/busca?n=camiseta',
      label: 'Visualizar todos os produtos',
    });
    expect(view().options[0]).toMatchObject({ kind: 'product', href: '/produto-1/produto/' });
  });

  it('with 3 results there is no view-all link', async () => {
    const { view } = await answered(3);
    expect(view().showViewAll).toBe(false);
    expect(view().options).toHaveLength(3);
  });

  it('with no result it says \'Nenhum resultado encontrado para "camiseta"\'', async () => {
    const { view } = await answered(0);
    expect(view().emptyMessage).toBe('Nenhum resultado encontrado para "camiseta"');
  });

  it('a failed search is kept silently, without the no-result text', async () => {
    const started = startSearch();
    started.type('camiseta');
    await vi.advanceTimersByTimeAsync(300);
    const failure = new Error('rede');
    started.last().reject(failure);
    await flush();
    expect(started.view().error).toBe(failure);
    expect(started.view().emptyMessage).toBeUndefined();
  });

  it('given a blacklisted term, it does not search: the empty result shows and the 5 most sold are offered', async () => {
    const { searches, mostSoldCalls, type, view } = startSearch();
    type("camisa' or '1'='1");
    await vi.advanceTimersByTimeAsync(300);
    await flush();
    expect(searches).toHaveLength(0);
    expect(mostSoldCalls).toHaveLength(1);
    expect(mostSoldCalls[0]?.quantity).toBe(5);
    expect(view().results).toEqual([]);
    expect(view().emptyMessage).toBe("Nenhum resultado encontrado para \"camisa' or '1'='1\"");
    // The fake store answers 12: the offer keeps the result count.
    expect(view().mostSold).toHaveLength(5);
    expect(view().options).toHaveLength(5);
    expect(view().showViewAll).toBe(false);
  });

  it('the most sold are loaded once for every blacklisted term', async () => {
    const { mostSoldCalls, type, view } = startSearch();
    type('drop table x');
    await vi.advanceTimersByTimeAsync(300);
    type('<script>oi');
    await vi.advanceTimersByTimeAsync(300);
    expect(mostSoldCalls).toHaveLength(1);
    expect(view().mostSold).toHaveLength(5);
    expect(view().busy).toBe(false);
  });

  it('a searchable term after a blacklisted one searches again and no longer offers the most sold', async () => {
    const { searches, type, view, last } = startSearch();
    type('drop table x');
    await vi.advanceTimersByTimeAsync(300);
    type('camiseta');
    await vi.advanceTimersByTimeAsync(300);
    expect(searches).toHaveLength(1);
    last().resolve(products(2));
    await flush();
    expect(view().mostSold).toBeUndefined();
    expect(view().results).toHaveLength(2);
  });

  it('replaced messages are used', async () => {
    const started = startSearch({ messages: { viewAll: 'Ver tudo', noResults: 'Sem "{term}"' } });
    started.type('camiseta');
    await vi.advanceTimersByTimeAsync(300);
    started.last().resolve(products(0));
    await flush();
    expect(started.view().emptyMessage).toBe('Sem "camiseta"');
    expect(started.view().viewAllLabel).toBe('Ver tudo');
  });
});

describe('searchMachine: combobox', () => {
  async function withOptions(count: number) {
    const started = startSearch();
    started.type('camiseta');
    await vi.advanceTimersByTimeAsync(300);
    started.last().resolve(products(count));
    await flush();
    return started;
  }

  it('the highlight moves down and wraps from the view-all link to the first product', async () => {
    const { actor, view } = await withOptions(4);
    expect(view().highlighted).toBe(-1);
    const seen: number[] = [];
    for (let step = 0; step < 6; step++) {
      actor.send({ type: 'search.highlightNext' });
      seen.push(view().highlighted);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 0]);
  });

  it('the highlight moves up from none to the last option and wraps from the first to the last', async () => {
    const { actor, view } = await withOptions(3);
    actor.send({ type: 'search.highlightPrev' });
    expect(view().highlighted).toBe(2);
    actor.send({ type: 'search.highlightPrev' });
    actor.send({ type: 'search.highlightPrev' });
    expect(view().highlighted).toBe(0);
    actor.send({ type: 'search.highlightPrev' });
    expect(view().highlighted).toBe(2);
  });

  it('without options the highlight stays at none', async () => {
    const { actor, view } = await withOptions(0);
    actor.send({ type: 'search.highlightNext' });
    expect(view().highlighted).toBe(-1);
  });

  it('a most-sold product highlighted while a new term waits is unhighlighted once the term is searched', async () => {
    const { actor, type, view } = startSearch();
    type('drop table x');
    await vi.advanceTimersByTimeAsync(300);
    type('camiseta');
    actor.send({ type: 'search.highlightNext' });
    expect(view().highlighted).toBe(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(view().options).toEqual([]);
    expect(view().highlighted).toBe(-1);
  });

  it('typing resets the highlight', async () => {
    const { actor, view, type } = await withOptions(3);
    actor.send({ type: 'search.highlightNext' });
    type('camisetas');
    expect(view().highlighted).toBe(-1);
  });

  it('selecting a product asks to navigate to its page and closes the list', async () => {
    const { actor, emitted, view } = await withOptions(3);
    actor.send({ type: 'search.select', index: 1 });
    expect(emitted).toEqual([
      { type: 'search.navigate', href: '/produto-2/produto/', product: fakeProduct(2) },
    ]);
    expect(view().open).toBe(false);
  });

  it('submitting with the view-all link highlighted goes to the search page', async () => {
    const { actor, emitted } = await withOptions(5);
    actor.send({ type: 'search.highlightPrev' });
    actor.send({ type: 'search.submit' });
    expect(emitted).toEqual([{ type: 'search.navigate', href: '/busca?n=camiseta', product: undefined }]);
  });

  it('selecting with nothing highlighted does nothing', async () => {
    const { actor, emitted, view } = await withOptions(3);
    actor.send({ type: 'search.select' });
    actor.send({ type: 'search.select', index: 7 });
    expect(emitted).toEqual([]);
    expect(view().open).toBe(true);
  });

  it('close keeps the text and results; open shows them again without a search', async () => {
    const { actor, view, searches } = await withOptions(3);
    actor.send({ type: 'search.close' });
    expect(view().open).toBe(false);
    expect(view().text).toBe('camiseta');
    actor.send({ type: 'search.open' });
    expect(view().open).toBe(true);
    expect(view().options).toHaveLength(3);
    expect(searches).toHaveLength(1);
  });

  it('open after closing a pending search searches the text again', async () => {
    const { actor, type, searches } = startSearch();
    type('camiseta');
    actor.send({ type: 'search.close' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(searches).toHaveLength(0);
    actor.send({ type: 'search.open' });
    await vi.advanceTimersByTimeAsync(300);
    expect(searches).toHaveLength(1);
  });

  it('open with a short text stays closed', () => {
    const { actor, type, view } = startSearch();
    type('ca');
    actor.send({ type: 'search.open' });
    expect(view().open).toBe(false);
  });

  it('clear empties the box and closes the list', async () => {
    const { actor, view } = await withOptions(3);
    actor.send({ type: 'search.clear' });
    expect(view()).toMatchObject({ text: '', open: false, results: [], options: [] });
  });
});

describe('searchMachine: submit', () => {
  it('submitting fewer than 3 characters says "Digite ao menos 03 caracteres para realizar sua pesquisa." and goes nowhere', () => {
    const { actor, type, view, emitted } = startSearch();
    type('ab');
    actor.send({ type: 'search.submit' });
    expect(view().message).toBe('Digite ao menos 03 caracteres para realizar sua pesquisa.');
    expect(emitted).toEqual([]);
    type('abc');
    expect(view().message).toBeUndefined();
  });

  it('submitting a term goes to its search page and closes the list', async () => {
    const { actor, type, emitted, view, searches } = startSearch();
    type(' tênis corrida ');
    actor.send({ type: 'search.submit' });
    expect(emitted).toEqual([
      { type: 'search.navigate', href: '/busca?n=t%C3%AAnis+corrida', product: undefined },
    ]);
    expect(view().open).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(searches).toHaveLength(0);
  });
});
