import { emptyListingMessage, pageTitle } from '@vitrine/core';
import { useSearch } from '@vitrine/hooks';
import { Breadcrumbs, PageTitle } from '@vitrine/ui';
import { ProductCard } from '../components/ProductCard';

/** How many products a search page asks for. */
export const searchPageSize = 48;

/** `/busca?n=term`: the products matching the term (the filterable listing widget comes later). */
export function SearchPage({ term }: { term: string }) {
  const { data, error, refusal } = useSearch(term, { qtdRegister: searchPageSize });
  return (
    <>
      <Breadcrumbs page={{ kind: 'page', label: pageTitle({ kind: 'search', term }) }} />
      <PageTitle page={{ kind: 'search', term }} />
      {refusal ? <p role="status">{refusal.message}</p> : null}
      {error ? <p role="alert">{error.message}</p> : null}
      {data && data.length === 0 ? <p role="status">{emptyListingMessage(term)}</p> : null}
      {data && data.length > 0 ? (
        <ul className="sf-grid" aria-label="Resultados da busca">
          {data.map((product) => (
            <ProductCard key={product.idProduct} product={product} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
