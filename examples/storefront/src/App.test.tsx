import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@vitrine/core';
import { renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { App } from './App';

/** The storefront at `address` (path and query), over a fresh sandbox store. */
function openPage(address: string) {
  const url = new URL(address, 'http://loja.test');
  return renderWithStorefront(<App location={{ pathname: url.pathname, search: url.search }} />);
}

describe('the reference storefront', () => {
  it("given the home page, it shows the sandbox's showcase under 'Destaques'", async () => {
    const page = openPage('/');
    const showcase = page.store.call('catalogue.showcase', { params: 'quantity=12' });
    const names = (showcase.body as { name: string }[]).map((product) => product.name);

    expect(await screen.findByRole('heading', { level: 1, name: 'Destaques' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Vitrine de produtos' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(names.length));
    for (const name of names.slice(0, 3)) expect(within(list).getByText(name)).toBeInTheDocument();
  });

  it('given a buy button on the home page, the product lands in the sandbox cart and the header count shows it', async () => {
    const page = openPage('/');
    expect(await screen.findByRole('button', { name: '0 itens no carrinho' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Vitrine de produtos' });
    const [buy] = await within(list).findAllByRole('button', { name: /^Adicionar ao Carrinho: / });
    if (!buy) throw new Error('the showcase has no product to buy');

    await page.user.click(buy);

    await waitFor(() => expect(page.store.inspect.cartLines()).toHaveLength(1));
    expect(await screen.findByText('Adicionado ao Carrinho!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '1 item no carrinho' })).toBeInTheDocument();
  });

  it("given a product's address, it shows that product's name as the page heading", async () => {
    openPage(routes.product(sandboxFixtures.simple.urlFriendly));

    expect(
      await screen.findByRole('heading', { level: 1, name: sandboxFixtures.simple.name }),
    ).toBeInTheDocument();
  });

  it("given a search with no match, it says so with the spec's text", async () => {
    openPage(routes.search('zzzzqqq'));

    expect(await screen.findByText(/zzzzqqq/, { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Resultados da busca' })).not.toBeInTheDocument();
  });

  it('given an address the example does not have, it shows the not-found page inside the layout', async () => {
    openPage('/pagina-que-nao-existe/x/y');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toBeInTheDocument();
  });
});
