/** The texts of `Faq` and `FaqLink` (the FAQ page lives at '/perguntas-frequentes'). */
export const faqMessages = {
  /** The FAQ page's heading. */
  title: 'Perguntas frequentes',
  /** The text of the link to the FAQ page. */
  link: 'Perguntas frequentes',
};

/** The shape of {@link faqMessages}. */
export type FaqMessages = typeof faqMessages;
