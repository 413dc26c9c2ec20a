import type { CountdownParts } from '@vitrine/hooks';

/**
 * The texts of `LightningOffers`. 'Ofertas Relâmpago', 'Oferta relâmpago' and 'Visualizar' are the spec's default
 * texts; the countdown's wording is ours (the spec names none).
 */
export interface LightningOffersMessages {
  /** The carousel's title. */
  title: string;
  /** The flag over each card, before its discount ('-30%', '-R$ 10,00'). */
  flag: string;
  /** The link to the product's page. */
  view: string;
  /** Before the countdown. */
  endsIn: string;
  /** The remaining time: '2d 03:15:42', or '03:15:42' on the last day. */
  countdown: (parts: CountdownParts) => string;
  /** Instead of the countdown once the offer's end has passed. */
  expired: string;
  /** Joins a control's text and the product name into its accessible name ('Visualizar: Fone de Ouvido…'). */
  itemLabel: (text: string, productName: string) => string;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The pt-BR defaults of {@link LightningOffersMessages}. */
export const lightningOffersMessages: LightningOffersMessages = {
  title: 'Ofertas Relâmpago',
  flag: 'Oferta relâmpago',
  view: 'Visualizar',
  endsIn: 'Termina em',
  countdown: ({ days, hours, minutes, seconds }) => {
    const clock = `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
    return days > 0 ? `${days}d ${clock}` : clock;
  },
  expired: 'Oferta encerrada',
  itemLabel: (text, productName) => `${text}: ${productName}`,
};
