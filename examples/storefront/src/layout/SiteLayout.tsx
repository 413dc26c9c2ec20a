import {
  AlertMeDialog,
  AlertRegion,
  CartCount,
  CartPreview,
  CategoryDrawer,
  CategoryMenu,
  EventList,
  FaqLink,
  FixedActions,
  FloatingMessagingButton,
  InstitutionalLinks,
  Logo,
  NewsletterForm,
  PaymentFlags,
  PrivacyNotice,
  QuoteDialog,
  Seals,
  SearchBox,
  SocialLinks,
  StoreData,
  UserMenu,
  WishlistCount,
} from '@vitrine/ui';
import type { ReactNode } from 'react';
import { SuccessAlertsOnCartView } from './SuccessAlertsOnCartView';

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
      <SuccessAlertsOnCartView />
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
          <InstitutionalLinks />
          <nav className="sf-footer__help" aria-label="Atendimento ao cliente">
            <ul>
              <li>
                <a href="/contato">Fale Conosco</a>
              </li>
              <li>
                <FaqLink />
              </li>
            </ul>
          </nav>
        </div>
      </footer>
      <PrivacyNotice />
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
