import type { ReactNode } from 'react';
import { island } from '../islands/island';

// Every widget of the chrome is an island: the server renders it whole, the browser keeps that HTML and fetches
// its code only when it is needed (see `islands/island.tsx`). Until then a page carries React, the router and the
// page's own code, nothing of the chrome.
const header = () => import('./parts/headerParts');
const shopper = () => import('./parts/shopperParts');
const footer = () => import('./parts/footerParts');
const dialogs = () => import('./parts/dialogParts');

const CategoryDrawer = island(() => header().then((m) => m.CategoryDrawer), { trigger: 'interaction' });
const Logo = island(() => header().then((m) => m.Logo), { trigger: 'interaction' });
const SearchBox = island(() => header().then((m) => m.SearchBox), { trigger: 'interaction' });
const CategoryMenu = island(() => header().then((m) => m.CategoryMenu), { trigger: 'interaction' });

const UserMenu = island(() => shopper().then((m) => m.UserMenu), { trigger: 'idle' });
const WishlistCount = island(() => shopper().then((m) => m.WishlistCount), { trigger: 'idle' });
const CartCount = island(() => shopper().then((m) => m.CartCount), { trigger: 'idle' });
const AlertRegion = island(() => shopper().then((m) => m.AlertRegionClosedByCart), { trigger: 'idle' });
const PrivacyNotice = island(() => shopper().then((m) => m.PrivacyNotice), { trigger: 'idle' });
const CartPreview = island(() => shopper().then((m) => m.CartPreview), { trigger: 'idle' });
// Closed until asked for: their code arrives with the first request to open one, which they then receive.
const AlertMeDialog = island(() => dialogs().then((m) => m.AlertMeDialog), {
  trigger: 'demand',
  wakeOn: ['alertMe.open'],
});
const QuoteDialog = island(() => dialogs().then((m) => m.QuoteDialog), {
  trigger: 'demand',
  wakeOn: ['quote.open'],
});
const FloatingMessagingButton = island(() => shopper().then((m) => m.FloatingMessagingButton), {
  trigger: 'idle',
});
const FixedActions = island(() => shopper().then((m) => m.FixedActions), { trigger: 'idle' });

const NewsletterForm = island(() => footer().then((m) => m.NewsletterForm), { trigger: 'visible' });
const StoreData = island(() => footer().then((m) => m.StoreData), { trigger: 'visible' });
const Seals = island(() => footer().then((m) => m.Seals), { trigger: 'visible' });
const PaymentFlags = island(() => footer().then((m) => m.PaymentFlags), { trigger: 'visible' });
const SocialLinks = island(() => footer().then((m) => m.SocialLinks), { trigger: 'visible' });
const EventList = island(() => footer().then((m) => m.EventList), { trigger: 'visible' });
const InstitutionalLinks = island(() => footer().then((m) => m.InstitutionalLinks), { trigger: 'visible' });
const FaqLink = island(() => footer().then((m) => m.FaqLink), { trigger: 'visible' });

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
