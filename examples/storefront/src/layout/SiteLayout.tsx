import { useCategories, useCompany } from '@vitrine/hooks';
import type { ReactNode } from 'react';

/** Header, main and footer around every page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { data: company } = useCompany();
  const { data: categories = [] } = useCategories();
  return (
    <>
      <header className="sf-header">
        <a className="sf-logo" href="/">
          {company?.nameStore ?? 'Loja'}
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
      <main className="sf-page">{children}</main>
      <footer className="sf-footer">
        {company ? <p>{company.fantasyName ?? company.nameStore}</p> : null}
        {company?.phoneContact ? <p>Telefone: {company.phoneContact}</p> : null}
      </footer>
    </>
  );
}
