import {
  AlertRegion,
  CartCount,
  CartPreview,
  CategoryMenu,
  EventList,
  FixedActions,
  FloatingMessagingButton,
  Logo,
  NewsletterForm,
  PaymentFlags,
  Seals,
  SearchBox,
  SocialLinks,
  StoreData,
  UserMenu,
  WishlistCount,
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
          <SearchBox className="sf-header__search" />
          <div className="sf-header__actions">
            <UserMenu />
            <WishlistCount href="/customer" />
            <CartCount />
          </div>
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
          <SocialLinks />
          <EventList />
        </div>
      </footer>
      <CartPreview />
      <aside aria-label="Atendimento">
        <FloatingMessagingButton />
      </aside>
      <FixedActions focusTargetId="conteudo" />
    </>
  );
}
