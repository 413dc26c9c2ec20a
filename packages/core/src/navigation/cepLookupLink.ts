/**
 * The link to Correios' postal-code (CEP) lookup. It opens in a new tab, so it carries
 * `rel="noopener noreferrer"`: the external page gets no handle on the store's window.
 */
export const cepLookupLink = Object.freeze({
  href: 'https://buscacepinter.correios.com.br/app/endereco/index.php',
  target: '_blank',
  rel: 'noopener noreferrer',
} as const);
