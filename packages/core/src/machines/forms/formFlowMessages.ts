/**
 * The pt-BR texts the form, session and privacy machines show (alerts and labels), copied verbatim from
 * the storefront spec; field messages live in `formMessages`. Every machine takes a partial
 * replacement of its group through its `messages` input.
 */
export const formFlowMessages = {
  newsletter: {
    success: 'E-mail cadastrado com sucesso!',
    failure: 'Erro ao cadastrar email!',
    failureDetail: 'Ocorreu um erro ao adicionar seu email.',
  },
  contact: {
    success: 'Formulário enviado com sucesso',
    /** Followed by the failure code in parentheses, see `contactErrorCode`. */
    failure: 'Erro ao enviar formulário',
  },
  rating: {
    success: 'Avaliação registrada com sucesso.',
    failure: 'Ocorreu um erro ao registrar a avaliação do produto.',
    leavePublicEmailLabel: 'Mostrar E-mail?',
  },
  session: {
    logoutFailure: 'Erro ao realizar o logout.',
  },
  privacy: {
    accept: 'Entendi',
  },
  /** Not in the spec (its customer area comes later): shown next to an address when the store answers false. */
  addresses: {
    operationFailed: 'Não foi possível atualizar o endereço.',
  },
};

/** The shape of {@link formFlowMessages}: one group of texts per machine. */
export type FormFlowMessages = typeof formFlowMessages;
