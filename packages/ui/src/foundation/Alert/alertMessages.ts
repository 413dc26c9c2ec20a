/** The texts of `Alert` and `AlertRegion` (the banners' own texts come from the flows that raise them). */
export interface AlertMessages {
  /** The close button of every banner ('Fechar'). */
  close: string;
}

/** The pt-BR defaults, verbatim from the spec. */
export const alertMessages: AlertMessages = {
  close: 'Fechar',
};
