/**
 * The theme's one script: the kit's stylesheet, the theme's own CSS and the Vitrine elements its pages use.
 * Every tag becomes its widget, all sharing one store client, one bus and one cart; the theme's plain
 * script (`theme.ts`) talks to them only through `vitrine:*` DOM events.
 */
import '@vitrine/ui/styles.css';
import './theme.css';
import {
  alertMeDialogElement,
  alertRegionElement,
  cartCountElement,
  cartPreviewElement,
  defineVitrineElements,
  homeShowcaseElement,
  logoElement,
  newsletterFormElement,
  productDetailElement,
  productListingElement,
  quoteDialogElement,
  searchBoxElement,
  storeDataElement,
} from '@vitrine/ui/elements';
import { connectTheme } from './theme';

// Only the tags the theme places: heavy widgets (listing, buy box) load when their first tag connects.
defineVitrineElements({
  apiUrl: '',
  definitions: [
    logoElement,
    searchBoxElement,
    cartCountElement,
    cartPreviewElement,
    alertRegionElement,
    homeShowcaseElement,
    newsletterFormElement,
    storeDataElement,
    productListingElement,
    productDetailElement,
    quoteDialogElement,
    alertMeDialogElement,
  ],
});

connectTheme(document);
