/** The texts of `Banner` (the kit's own pt-BR texts). */
export const bannerMessages = {
  /**
   * The accessible name of a block of several banners, by type, so the full, central, side and footer
   * blocks of one page are distinct landmarks.
   */
  labels: {
    F: 'Banners em destaque',
    C: 'Banners centrais',
    L: 'Banners laterais',
    R: 'Banners do rodapé',
  },
  /** How a screen reader announces the carousel holding several full banners. */
  carousel: 'carrossel',
  /** How a screen reader announces each slide of the carousel. */
  slide: 'banner',
  /** A slide's name: its position among them ('1 de 3'). */
  slideLabel: (position: number, total: number): string => `${position} de ${total}`,
  /** The button showing the previous banner. */
  previous: 'Banner anterior',
  /** The button showing the next banner. */
  next: 'Próximo banner',
  /** An indicator's name: the banner it shows ('Mostrar o banner 2 de 3'). */
  goTo: (position: number, total: number): string => `Mostrar o banner ${position} de ${total}`,
};

/** The shape of {@link bannerMessages}. */
export type BannerMessages = typeof bannerMessages;
