import { screen, within } from '@testing-library/react';
import { StorefrontProvider } from '@vitrine/hooks';
import { createTestStorefront, renderWithStorefront } from '@vitrine/hooks/testing';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './SearchBox';

// Its own file: the suggestions' module is not loaded yet when the first test types (vitest isolates files).
describe('SearchBox, its suggestions loaded on demand', () => {
  it('given the first term typed on the page, its suggestions show once loaded', async () => {
    const { user } = renderWithStorefront(<SearchBox debounceMs={10} />);
    await user.type(screen.getByRole('combobox', { name: 'Buscar produtos' }), 'camiseta');
    const listbox = await screen.findByRole('listbox', { name: 'Sugestões de produtos' });
    expect(
      await within(listbox).findByRole('option', { name: /Visualizar todos os produtos/ }),
    ).toBeVisible();
    expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1);
  });

  it('renders on the server as the field and its button, without suggestions', () => {
    const { client } = createTestStorefront();
    const html = renderToString(
      <StorefrontProvider client={client}>
        <SearchBox />
      </StorefrontProvider>,
    );
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="option"');
  });
});
