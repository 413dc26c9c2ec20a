import { renderHook, waitFor } from '@testing-library/react';
import { defaultOperations, StoreApiError } from '@vitrine/core';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestStorefront, renderHookWithStorefront, SANDBOX_BASE_URL } from '../testing';
import { useAutocomplete } from './useAutocomplete';

const searchId = (defaultOperations['catalogue.search'] as { id: string }).id;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Types `text` one character at a time, re-rendering after each keystroke with no pause between them. */
function typeQuickly(rerender: (props: { term: string }) => void, text: string, from = '') {
  for (let end = from.length + 1; end <= text.length; end++) rerender({ term: text.slice(0, end) });
}

describe('useAutocomplete', () => {
  it('shows up to 5 products for a settled term, and the view-all flag above 3', async () => {
    const { result, requests } = renderHookWithStorefront(() =>
      useAutocomplete('camiseta', { debounceMs: 20 }),
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.length).toBeLessThanOrEqual(5);
    expect(result.current.hasMore).toBe((result.current.data?.length ?? 0) > 3);
    expect(result.current.term).toBe('camiseta');
    expect(requests('catalogue.search')).toHaveLength(1);
  });

  it('typing "camiseta" quickly makes one request, for the settled term only', async () => {
    const { result, rerender, requests } = renderHookWithStorefront(
      ({ term }: { term: string }) => useAutocomplete(term, { debounceMs: 40 }),
      { initialProps: { term: '' } },
    );
    typeQuickly(rerender, 'camiseta');
    expect(result.current.isSettling).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    await wait(60);
    expect(requests('catalogue.search')).toHaveLength(1);
    expect(result.current.term).toBe('camiseta');
  });

  it('makes at most one request per settled term, and none under 3 characters', async () => {
    const { result, rerender, requests } = renderHookWithStorefront(
      ({ term }: { term: string }) => useAutocomplete(term, { debounceMs: 30 }),
      { initialProps: { term: '' } },
    );
    typeQuickly(rerender, 'ca');
    await wait(60);
    expect(requests('catalogue.search')).toHaveLength(0);
    typeQuickly(rerender, 'cam', 'ca');
    await waitFor(() => expect(result.current.term).toBe('cam'));
    await waitFor(() => expect(result.current.data).toBeDefined());
    typeQuickly(rerender, 'camiseta', 'cam');
    await waitFor(() => expect(result.current.term).toBe('camiseta'));
    await waitFor(() => expect(result.current.isSettling).toBe(false));
    expect(requests('catalogue.search')).toHaveLength(2);
  });

  it('a slow answer for an older term never replaces the products of the newer one', async () => {
    const storefront = createTestStorefront();
    const answered: string[] = [];
    storefront.server.use(
      http.post(`${SANDBOX_BASE_URL}/api`, async ({ request }) => {
        const body = (await request.clone().json()) as { operation?: string; params?: string };
        if (body.operation !== searchId) return undefined;
        const word = new URLSearchParams(body.params ?? '').get('word') ?? '';
        // 'vestido' is slow: it answers long after 'panela'.
        if (word === 'vestido') await delay(250);
        answered.push(word);
        return undefined;
      }),
    );
    const idsOf = (word: string) =>
      (
        storefront.store.call('catalogue.search', { params: `word=${word}&qtdRegister=5` }).body as {
          idProduct: number;
        }[]
      ).map((product) => product.idProduct);
    const { result, rerender } = renderHook(
      ({ term }: { term: string }) => useAutocomplete(term, { debounceMs: 20 }),
      {
        wrapper: storefront.wrapper,
        initialProps: { term: 'vestido' },
      },
    );
    await wait(40);
    rerender({ term: 'panela' });
    await waitFor(() => expect(answered).toContain('panela'));
    await waitFor(() =>
      expect(result.current.data?.map((product) => product.idProduct)).toEqual(idsOf('panela')),
    );
    await waitFor(() => expect(answered).toEqual(['panela', 'vestido']));
    await wait(30);
    expect(result.current.term).toBe('panela');
    expect(result.current.data?.map((product) => product.idProduct)).toEqual(idsOf('panela'));
    expect(idsOf('vestido')).not.toEqual(idsOf('panela'));
  });

  it('clearing the term clears the products instead of keeping the previous ones', async () => {
    const { result, rerender } = renderHookWithStorefront(
      ({ term }: { term: string }) => useAutocomplete(term, { debounceMs: 10 }),
      { initialProps: { term: 'camiseta' } },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    rerender({ term: '' });
    await waitFor(() => expect(result.current.data).toBeUndefined());
    expect(result.current.hasMore).toBe(false);
  });

  it('given the store fails, error carries the server text and nothing crashes', async () => {
    const { result, store } = renderHookWithStorefront(() => useAutocomplete('camiseta', { debounceMs: 0 }));
    store.faults.inject({ operation: 'catalogue.search', status: 500, message: 'Busca fora do ar' });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(StoreApiError));
    expect((result.current.error as StoreApiError).message).toBe('Busca fora do ar');
    expect(result.current.data).toBeUndefined();
  });
});
