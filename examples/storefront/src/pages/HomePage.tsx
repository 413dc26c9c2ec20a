import { useCompany, useShowcase } from '@vitrine/hooks';
import { ProductCard } from '../components/ProductCard';

/** Home: the showcase, every byte from the store API through the hooks. */
export function HomePage() {
  const company = useCompany();
  const showcase = useShowcase(
    company.data ? (company.data.quantityProductsToShowAtShowcase ?? 12) : company.error ? undefined : null,
  );
  const error = company.error ?? showcase.error;

  if (error) {
    return (
      <div role="alert" className="sf-status sf-status--error">
        <p>Não foi possível carregar a loja.</p>
        <p className="sf-muted">{error.message}</p>
        <button
          type="button"
          className="sf-button"
          onClick={() => {
            void company.mutate();
            void showcase.mutate();
          }}
        >
          Tentar novamente
        </button>
      </div>
    );
  }
  if (!showcase.data) {
    return (
      <p className="sf-status" aria-busy="true">
        Carregando a loja…
      </p>
    );
  }
  return (
    <>
      <h1>Destaques</h1>
      <ul className="sf-grid" aria-label="Vitrine de produtos">
        {showcase.data.map((product) => (
          <ProductCard key={product.idProduct} product={product} />
        ))}
      </ul>
    </>
  );
}
