import { type Category, type Company, formatPrice, type Product, type StoreClient } from '@vitrine/core';
import { useCallback, useEffect, useState } from 'react';

type HomeData = { company: Company; categories: Category[]; showcase: Product[] };
type HomeState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: HomeData };

/** Loads what the home page shows, all from the store API, in parallel and abortable. */
async function loadHome(client: StoreClient, signal: AbortSignal): Promise<HomeData> {
  const [company, categories, showcase] = await Promise.all([
    client.content.company(undefined, { signal }),
    client.catalogue.categories(undefined, { signal }),
    client.catalogue.showcase({ quantity: 12 }, { signal }),
  ]);
  return { company, categories, showcase };
}

/** Home: the store's name, its top-level categories and the showcase, every byte from the API. */
export function HomePage({ client }: { client: StoreClient }) {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    // `attempt` re-runs the load when the shopper asks to try again.
    void attempt;
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadHome(client, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [client, attempt]);

  if (state.status === 'loading') {
    return (
      <main className="sf-page" aria-busy="true">
        <p className="sf-status">Carregando a loja…</p>
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main className="sf-page">
        <div role="alert" className="sf-status sf-status--error">
          <p>Não foi possível carregar a loja.</p>
          <p className="sf-muted">{state.message}</p>
          <button type="button" className="sf-button" onClick={retry}>
            Tentar novamente
          </button>
        </div>
      </main>
    );
  }

  const { company, categories, showcase } = state.data;
  const storeName = company.nameStore;
  return (
    <>
      <header className="sf-header">
        <a className="sf-logo" href="/">
          {storeName}
        </a>
        <nav aria-label="Categorias">
          <ul className="sf-menu">
            {categories.map((category) => (
              <li key={category.idCategory}>
                <a href={`/${category.urlFriendly}/c`}>{category.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="sf-page">
        <h1>Destaques</h1>
        <ul className="sf-grid" aria-label="Vitrine de produtos">
          {showcase.map((product) => (
            <li key={product.idProduct} className="sf-card">
              <a href={`/${product.urlFriendly}/produto/${product.idProduct}`}>
                {product.imageHome ? (
                  <img src={product.imageHome} alt="" width={240} height={240} loading="lazy" />
                ) : null}
                <span className="sf-card__name">{product.name}</span>
              </a>
              <ProductPrice product={product} />
            </li>
          ))}
        </ul>
      </main>
      <footer className="sf-footer">
        <p>{company.fantasyName ?? company.nameStore}</p>
        {company.phoneContact ? <p>Telefone: {company.phoneContact}</p> : null}
      </footer>
    </>
  );
}

function ProductPrice({ product }: { product: Product }) {
  if (product.idTypeProduct === 3) return <p className="sf-card__price">Sob Consulta</p>;
  const promotion = product.pricePromotion ?? 0;
  if (promotion > 0 && promotion < product.price) {
    return (
      <p className="sf-card__price">
        <del>
          <span className="sf-sr-only">De </span>
          {formatPrice(product.price)}
        </del>{' '}
        <ins>
          <span className="sf-sr-only">Por </span>
          {formatPrice(promotion)}
        </ins>
      </p>
    );
  }
  return <p className="sf-card__price">{formatPrice(product.price)}</p>;
}
