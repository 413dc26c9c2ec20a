// What depends on the shopper and must show without a touch (the cart count and its preview, the account menu,
// the wishlist count, the privacy notice, the alerts): one chunk, fetched once the page has loaded and the
// browser is idle. The back-in-stock and quote dialogs are dialogParts.tsx, fetched when first asked for.
import { AlertRegion } from '@vitrine/ui';
import { SuccessAlertsOnCartView } from '../SuccessAlertsOnCartView';

export {
  CartCount,
  CartPreview,
  FixedActions,
  FloatingMessagingButton,
  PrivacyNotice,
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
