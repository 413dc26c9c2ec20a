import type { CountdownParts } from '@vitrine/hooks';

/**
 * The texts of the product detail's buy area. 'Adicionar ao Carrinho', 'Comprar com 1 clique', 'Assinar',
 * 'Avise-me quando chegar', 'Solicitar Orçamento', 'Outras Cores', 'Esgotado', 'Oferta relâmpago' and the share
 * confirmation are the spec's; the others are ours (the spec names none). The stock and missing-variation
 * messages, 'Sob Consulta' and the discount flags come from the provider's `messages.rules`.
 */
export interface ProductDetailMessages {
  /** The buy button. */
  addToCart: string;
  /** The one-click buy button (adds, then goes to the payment step). */
  oneClick: string;
  /** The subscription button of a signature or recurring product. */
  subscribe: string;
  /** The back-in-stock button that replaces the buy button when out of stock. */
  notifyMe: string;
  /** The budget button of a product sold on request. */
  quote: string;
  /** The title of the grouped products (the sibling products' links). */
  grouped: string;
  /** The availability of an out-of-stock SKU. */
  soldOut: string;
  /** The availability of an in-stock SKU when the product has no availability text of its own. */
  inStock: string;
  /** Before the SKU code: 'Código: VT1018-2'. */
  skuCode: (code: string) => string;
  /** The rating stars, read as one image. */
  rating: (rate: number, max: number) => string;
  /** A variation without stock for the other choices: its radio is still choosable. */
  variationSoldOut: (name: string) => string;
  /** A variation no SKU combines with the other choices: choosing it rebuilds the choices. */
  variationUnavailable: (name: string) => string;
  /** The wishlist toggle's name (its pressed state says whether the product is in the list). */
  wishlist: string;
  /** Said when adding to or removing from the wishlist fails. */
  wishlistError: string;
  /** The share button. */
  share: string;
  /** Shown once the link is copied. */
  shareCopied: string;
  /** Shown when the link could not be copied. */
  shareFailed: string;
  /** The lightning offer's label, before the countdown and the lightning discount flag. */
  lightningOffer: string;
  /** Before the remaining time. */
  endsIn: string;
  /** The remaining time: '2d 03:04:05', or '03:04:05' under a day. */
  countdown: (parts: CountdownParts) => string;
  /** Shown in place of the remaining time until the browser's clock is read (server and hydration). */
  countdownPending: string;
  /** One rule of a take-X-pay-Y campaign in its modal: 'Leve 3 e pague 2: 3 unidades por R$ 159,80'. */
  takeXPayYRule: (text: string, take: number, totalText: string | undefined) => string;
  /** The close button of the take-X-pay-Y modal. */
  close: string;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** The pt-BR defaults of {@link ProductDetailMessages}. */
export const productDetailMessages: ProductDetailMessages = {
  addToCart: 'Adicionar ao Carrinho',
  oneClick: 'Comprar com 1 clique',
  subscribe: 'Assinar',
  notifyMe: 'Avise-me quando chegar',
  quote: 'Solicitar Orçamento',
  grouped: 'Outras Cores',
  soldOut: 'Esgotado',
  inStock: 'Em estoque',
  skuCode: (code) => `Código: ${code}`,
  rating: (rate, max) => `Avaliação: ${rate} de ${max}`,
  variationSoldOut: (name) => `${name} (esgotado)`,
  variationUnavailable: (name) => `${name} (indisponível nesta combinação)`,
  wishlist: 'Lista de desejos',
  wishlistError: 'Não foi possível atualizar a lista de desejos.',
  share: 'Compartilhar',
  shareCopied: 'Link copiado para a área de transferência',
  shareFailed: 'Não foi possível copiar o link.',
  lightningOffer: 'Oferta relâmpago',
  endsIn: 'Termina em',
  countdown: ({ days, hours, minutes, seconds }) =>
    `${days > 0 ? `${days}d ` : ''}${pad(hours)}:${pad(minutes)}:${pad(seconds)}`,
  countdownPending: '--:--:--',
  takeXPayYRule: (text, take, totalText) =>
    totalText === undefined ? text : `${text}: ${take} unidades por ${totalText}`,
  close: 'Fechar',
};
