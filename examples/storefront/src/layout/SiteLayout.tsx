import {
  AlertMeDialog,
  AlertRegion,
  CartCount,
  CartPreview,
  CategoryDrawer,
  CategoryMenu,
  EventList,
  FixedActions,
  FloatingMessagingButton,
  Logo,
  NewsletterForm,
  PaymentFlags,
  QuoteDialog,
  Seals,
  SearchBox,
  SocialLinks,
  StoreData,
  UserMenu,
  WishlistCount,
} from '@vitrine/ui';
import type { ReactNode } from 'react';

/**
 * Header, main and footer around every page, built from the stock UI kit. Phone first: below 768 px the
 * header is one compact bar (the category drawer's 'Menu' button, logo, account and cart) over the search
 * box; from 768 px the horizontal category menu replaces the drawer.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="sf-skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className="sf-header">
        <div className="sf-header__bar">
          <div className="sf-header__menu">
            <CategoryDrawer />
          </div>
          <div className="sf-header__logo">
            <Logo />
          </div>
          <SearchBox className="sf-header__search" />
          <div className="sf-header__actions">
            <UserMenu />
            <span className="sf-header__wishlist">
              <WishlistCount href="/customer" />
            </span>
            <CartCount />
          </div>
        </div>
        <div className="sf-header__categories">
          <CategoryMenu orientation="horizontal" />
        </div>
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
      <AlertMeDialog />
      <QuoteDialog />
      <aside aria-label="Atendimento">
        <FloatingMessagingButton />
      </aside>
      <FixedActions focusTargetId="conteudo" />
    </>
  );
}
