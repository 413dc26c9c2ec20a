/**
 * The texts of `ProductRatings`. 'Não existem avaliações ainda', 'Mostrar E-mail?' and the 'Avaliação: N de 5'
 * wording of the stars are the spec's; the heading, labels, buttons, count and load failure are ours (the spec
 * names none). The success and failure texts are the flow's (`messages.formFlow.rating`), the field messages
 * `messages.forms.rating`.
 */
export interface ProductRatingsMessages {
  /** The section's heading. */
  title: string;
  /** Stars read as one image: 'Avaliação: 4 de 5'. */
  rating: (rate: number, max: number) => string;
  /** How many ratings the product has. */
  count: (count: number) => string;
  /** The list without ratings. */
  empty: string;
  /** The list could not be loaded. */
  loadError: string;
  /** A rater's city and state ('Recife - PE'); either may be missing. */
  place: (city: string | undefined, state: string | undefined) => string;
  /** The disclosure button that shows the form. */
  openForm: string;
  /** The form's accessible name. */
  formTitle: string;
  /** The stars' group name. */
  rateLegend: string;
  /** One star's radio: '1 estrela', '4 estrelas'. */
  star: (rate: number) => string;
  nameLabel: string;
  emailLabel: string;
  cityLabel: string;
  stateLabel: string;
  /** The state list's empty choice. */
  statePlaceholder: string;
  titleLabel: string;
  commentLabel: string;
  /** The public e-mail checkbox. */
  publicEmailLabel: string;
  /** The submit button. */
  submit: string;
}

/** The pt-BR defaults of {@link ProductRatingsMessages}. */
export const productRatingsMessages: ProductRatingsMessages = {
  title: 'Avaliações',
  rating: (rate, max) => `Avaliação: ${rate} de ${max}`,
  count: (count) => (count === 1 ? '1 avaliação' : `${count} avaliações`),
  empty: 'Não existem avaliações ainda',
  loadError: 'Não foi possível carregar as avaliações.',
  place: (city, state) => [city, state].filter((part) => part && part.trim() !== '').join(' - '),
  openForm: 'Avaliar produto',
  formTitle: 'Sua avaliação',
  rateLegend: 'Nota',
  star: (rate) => (rate === 1 ? '1 estrela' : `${rate} estrelas`),
  nameLabel: 'Nome',
  emailLabel: 'E-mail',
  cityLabel: 'Cidade',
  stateLabel: 'Estado',
  statePlaceholder: 'Selecione',
  titleLabel: 'Título',
  commentLabel: 'Opinião',
  publicEmailLabel: 'Mostrar E-mail?',
  submit: 'Enviar avaliação',
};
