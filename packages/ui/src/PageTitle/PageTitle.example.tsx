import { PageTitle } from './PageTitle';

/** A category page's title (also in the document title), a search page's and a brand's as an `h2`. */
export function PageTitleExample() {
  return (
    <>
      <PageTitle
        page={{ kind: 'category', category: { name: 'Vestidos' } }}
        documentTitle={(t) => `${t} | Loja Vitrine`}
      />
      <PageTitle page={{ kind: 'search', term: 'camiseta' }} />
      <PageTitle level={2} page={{ kind: 'brand', brand: { name: 'Sonora Áudio', title: 'Sonora' } }} />
    </>
  );
}
