// What depends on the shopper and must show without a touch (the cart count and its preview, the account menu,
// the wishlist count, the privacy notice, the alerts) and the page's dialogs: one chunk, fetched once the page
// has loaded and the browser is idle.
import { AlertRegion } from '@vitrine/ui';
import { SuccessAlertsOnCartView } from '../SuccessAlertsOnCartView';

export {
  AlertMeDialog,
  CartCount,
  CartPreview,
  FixedActions,
  FloatingMessagingButton,
  PrivacyNotice,
  QuoteDialog,
  UserMenu,
  WishlistCount,
} from '@vitrine/ui';

/** The page's alerts, whose success banners close when the cart opens (it shows what they confirmed). */
export function AlertRegionClosedByCart() {
  return (
    <>
      <AlertRegion />
      <SuccessAlertsOnCartView />
    </>
  );
}
