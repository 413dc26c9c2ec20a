// #region define
import '@vitrine/ui/styles.css'; // the kit's stylesheet (your bundler emits it as a CSS file)
import {
  alertRegionElement,
  cartCountElement,
  cartPreviewElement,
  defineVitrineElements,
  productDetailElement,
  searchBoxElement,
} from '@vitrine/ui/elements';

/**
 * Brings the page's tags to life: one runtime for the page (one store client, one cache, one cart, one bus),
 * and only the elements the theme places. Each widget's code loads when its first tag connects.
 */
export function startTheme(apiUrl = '') {
  return defineVitrineElements({
    apiUrl, // '' = the store API at the page's own origin
    definitions: [
      searchBoxElement,
      cartCountElement,
      cartPreviewElement,
      alertRegionElement,
      productDetailElement,
    ],
  });
}
// #endregion define

// #region events
/** The theme's own script talks to the widgets through DOM events on `document`: no Vitrine import needed. */
export function connectThemeScript(doc: Document) {
  // A button of the theme adds to the page's one cart (`idSku: null` for a product without SKUs).
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[data-add-to-cart]')) {
    button.addEventListener('click', () => {
      doc.dispatchEvent(
        new CustomEvent('vitrine:cart-add', {
          detail: {
            idProduct: Number(button.dataset.idProduct),
            idSku: button.dataset.idSku ? Number(button.dataset.idSku) : null,
            quantity: 1,
          },
        }),
      );
    });
  }
  // The cart widgets announce every change the store confirmed.
  doc.addEventListener('vitrine:cart-changed', (event) => {
    const total = doc.querySelector('[data-cart-units]');
    if (total && event.detail.count !== undefined) total.textContent = String(event.detail.count);
  });
}
// #endregion events
