/**
 * The pt-BR texts of the product flows (quote, back-in-stock alert, buy-together, conjunct) that are not already
 * in `ruleMessages` or `formMessages`, copied verbatim from the storefront spec, typos included.
 * Override any of them through a machine's `messages` input.
 */
export const productFlowMessages = {
  /** Quote opened from the detail page before every variation was chosen (the spec's wording, 'alertado' and all). */
  quoteMissingVariation: 'Por favor, selecione a variacao do produto que deseja ser alertado.',
  /** Quote opened from a card or the buy-together block before every variation was chosen. */
  quoteMissingVariationCard: 'Selecione as variações do produto para realizar o orçamento.',
  quoteSuccess: 'A solicitacao de orcamento foi enviada com sucesso.',
  quoteFailure: 'Erro ao enviar a solicitacao de orcamento.',
  /** Back-in-stock modal opened without a chosen variation. */
  alertMeMissingVariationModal: 'Por favor, selecione a variação do produto que deseja ser alertado.',
  /** Back-in-stock control of a card used without a chosen variation. */
  alertMeMissingVariationCard: 'Por favor, selecione a variação que deseja ser notificado',
  alertMeSuccess: 'Você será avisado quando este produto estiver disponível.',
  /** The server answered with the code [Err 045]: this e-mail already waits for this product. */
  alertMeDuplicate: 'Este e-mail já está cadastrado para notificação deste produto.',
  alertMeFailure: 'Erro ao realizar o cadastro para ser notificado.',
  /** A buy-together card added before its variations were chosen. */
  buyTogetherAddMissingVariation: 'Selecione as variações do produto para adiciona-lo ao compre junto.',
  /** A variation-dependent action (ticking a conjunct item) before the variations were chosen. */
  variationsFirst: 'Selecione primeiro as variações',
  /** A sold-out conjunct item cannot be ticked: the spec's sold-out label. */
  soldOut: 'Esgotado',
};

/** The shape of {@link productFlowMessages}: every product-flow text, each a plain string. */
export type ProductFlowMessages = typeof productFlowMessages;
