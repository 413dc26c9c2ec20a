import { screen, waitFor } from '@testing-library/react';
import type { StorefrontEvent } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithStorefront } from '../testing';
import { useSearchBox } from './useSearchBox';

function SearchBox() {
  const search = useSearchBox({ debounceMs: 10 });
  return (
    <div>
      <label htmlFor="busca">Buscar</label>
      <input id="busca" {...search.getInputProps()} />
      {search.message && <p role="alert">{search.message}</p>}
      <ul {...search.getListProps()} aria-label="Sugestões">
        {search.open &&
          search.options.map((option, index) => (
            <li key={option.href} {...search.getOptionProps(index)}>
              {option.kind === 'product' ? option.product.name : option.label}
            </li>
          ))}
      </ul>
    </div>
  );
}

describe('useSearchBox', () => {
  it('given a typed term, the options show and choosing one publishes navigate to the product', async () => {
    const { user, bus, container } = renderWithStorefront(<SearchBox />);
    const events: StorefrontEvent[] = [];
    bus.subscribe('navigate', (event) => events.push(event));
    await user.type(screen.getByRole('combobox', { name: 'Buscar' }), 'camiseta');
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ type: 'navigate', href: expect.stringMatching(/^\//) });
  });

  it('given fewer than 3 characters submitted, the spec’s message shows and nothing is searched', async () => {
    const { user, requests } = renderWithStorefront(<SearchBox />);
    await user.type(screen.getByRole('combobox', { name: 'Buscar' }), 'ab{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Digite ao menos 03 caracteres para realizar sua pesquisa.',
    );
    expect(requests('catalogue.search')).toHaveLength(0);
  });

  it('given the search fails, no option and no error text show (load errors are silent)', async () => {
    const { user, store, requests } = renderWithStorefront(<SearchBox />);
    store.faults.inject({ operation: 'catalogue.search', status: 500 });
    await user.type(screen.getByRole('combobox', { name: 'Buscar' }), 'camiseta');
    await waitFor(() => expect(requests('catalogue.search').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
