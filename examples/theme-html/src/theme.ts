/**
 * The theme's own behaviour, in plain DOM code: it imports nothing from Vitrine and reaches the widgets only
 * through the documented `vitrine:*` events on `document`, as any theme script (or a tag manager) could.
 */

/** Reads a product from the button's data attributes, as the server wrote them into the page. */
function productOf(button: HTMLElement) {
  const idSku = Number(button.dataset.idSku);
  return {
    idProduct: Number(button.dataset.idProduct),
    idSku: Number.isInteger(idSku) && idSku > 0 ? idSku : null,
    name: button.dataset.name ?? '',
    hasVariations: button.dataset.hasVariations === 'true',
  };
}

/** Wires the theme's own buttons: `#ask-quote` opens the Vitrine quote form with `vitrine:open-quote`. */
export function connectTheme(doc: Document): void {
  const askQuote = doc.getElementById('ask-quote');
  askQuote?.addEventListener('click', () => {
    doc.dispatchEvent(
      new CustomEvent('vitrine:open-quote', {
        detail: { products: [productOf(askQuote)], origin: 'detail' },
      }),
    );
  });
}
