import {
  AlertRegion,
  CategoryMenu,
  FixedActions,
  Logo,
  NewsletterForm,
  PaymentFlags,
  Seals,
  StoreData,
} from '@vitrine/ui';
import type { ReactNode } from 'react';

/** Header, main and footer around every page, built from the stock UI kit. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="sf-skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className="sf-header">
        <div className="sf-header__bar">
          <Logo />
        </div>
        <CategoryMenu orientation="horizontal" />
      </header>
      <AlertRegion />
      <main id="conteudo" className="sf-page" tabIndex={-1}>
        {children}
      </main>
      <footer className="sf-footer">
        <div className="sf-footer__grid">
          <NewsletterForm />
          <StoreData />
          <Seals />
          <PaymentFlags />
        </div>
      </footer>
      <FixedActions focusTargetId="conteudo" />
    </>
  );
}
