/**
 * The pt-BR messages of every form schema, copied verbatim from the storefront spec (sections 5 and 8), grouped by
 * form. Replace them through the `create…FormSchema(messages)` factories; texts the spec does not give (login,
 * register, address, card, rating rate) follow the spec's wording style and are marked below.
 */
export const formMessages = {
  quote: {
    nameRequired: 'Campo Obrigatorio',
    emailRequired: 'Campo Obrigatorio',
    emailInvalid: 'E-mail Invalido',
    phoneRequired: 'Campo Obrigatorio',
    phoneInvalid: 'Informe um Telefone Valido',
    messageRequired: 'Campo Obrigatorio',
  },
  contact: {
    nameRequired: 'Informe seu Nome',
    nameTooShort: 'Informe ao menos 3 caracteres',
    emailRequired: 'Informe o Email',
    emailInvalid: 'E-mail Inválido',
    phoneRequired: 'Informe o Telefone',
    phoneInvalid: 'Informe um Telefone Válido',
    stateRequired: 'Selecione o Estado',
    cityRequired: 'Informe a Cidade',
    topicRequired: 'Selecione a Descrição',
    subjectRequired: 'Informe o assunto',
    messageRequired: 'Informe o assunto',
    messageTooShort: 'Informe ao menos 3 caracteres',
  },
  alertMe: {
    nameRequired: 'Campo Obrigatório',
    emailRequired: 'Campo Obrigatório',
    emailInvalid: 'E-mail Inválido',
    phoneRequired: 'Campo Obrigatório',
    phoneInvalid: 'Informe um Telefone Válido',
  },
  rating: {
    nameRequired: 'Informe o Nome',
    nameTooShort: 'Informe ao menos 3 caracteres',
    emailRequired: 'Informe o Email',
    emailInvalid: 'E-mail Inválido',
    cityRequired: 'Informe a Cidade',
    stateRequired: 'Informe o Estado',
    titleRequired: 'Informe o Título',
    commentRequired: 'Informe sua Opinião',
    /** Not in the spec, which only says the rate is required. */
    rateRequired: 'Informe a Nota',
    leavePublicEmailLabel: 'Mostrar E-mail?',
  },
  newsletter: {
    nameRequired: 'Informe o Nome',
    nameInvalid: 'Informe o nome corretamente',
    /** Not in the spec, which sets no limit: a name longer than 100 characters. */
    nameTooLong: 'Informe no máximo 100 caracteres',
    emailRequired: 'Informe o Email',
    emailInvalid: 'E-mail Inválido',
  },
  search: {
    tooShort: 'Digite ao menos 03 caracteres para realizar sua pesquisa.',
    /** Shown for a term that is not URL-safe or is blacklisted; `{term}` is replaced by the term. */
    noResults: 'Nenhum resultado encontrado para "{term}"',
  },
  cartQuantity: {
    outOfRange: 'Por favor, digite um valor entre 1 e 9999',
  },
  cep: {
    required: 'Por favor, insira um cep.',
    /** The spec has one freight message, so a malformed CEP shows it too. */
    invalid: 'Por favor, insira um cep.',
  },
  /** Not in the spec: the customer flows come later; wording follows the spec's forms. */
  login: {
    emailRequired: 'Informe o Email',
    emailInvalid: 'E-mail Inválido',
    passwordRequired: 'Informe a Senha',
  },
  /** Not in the spec: the customer flows come later; wording follows the spec's forms. */
  register: {
    nameRequired: 'Informe o Nome',
    nameTooShort: 'Informe ao menos 3 caracteres',
    emailRequired: 'Informe o Email',
    emailInvalid: 'E-mail Inválido',
    documentRequired: 'Informe o CPF ou CNPJ',
    documentInvalid: 'Informe um CPF ou CNPJ Válido',
    birthDateRequired: 'Informe a Data de Nascimento',
    birthDateInvalid: 'Informe uma Data de Nascimento Válida',
    phoneRequired: 'Informe o Telefone',
    phoneInvalid: 'Informe um Telefone Válido',
    passwordRequired: 'Informe a Senha',
    passwordTooShort: 'A senha deve ter ao menos 6 caracteres',
    passwordConfirmationMismatch: 'As senhas não conferem',
  },
  /** Not in the spec: the customer flows come later; wording follows the spec's forms. */
  address: {
    cepRequired: 'Por favor, insira um cep.',
    cepInvalid: 'Informe um CEP Válido',
    streetRequired: 'Informe o Endereço',
    numberRequired: 'Informe o Número',
    neighborhoodRequired: 'Informe o Bairro',
    cityRequired: 'Informe a Cidade',
    stateRequired: 'Selecione o Estado',
  },
  /** Not in the spec: the customer flows come later; wording follows the spec's forms. */
  card: {
    numberRequired: 'Informe o Número do Cartão',
    numberInvalid: 'Informe um Número de Cartão Válido',
    holderNameRequired: 'Informe o Nome Impresso no Cartão',
    expiryRequired: 'Informe a Validade',
    expiryInvalid: 'Informe uma Validade Válida',
    securityCodeRequired: 'Informe o Código de Segurança',
    securityCodeInvalid: 'Informe um Código de Segurança Válido',
  },
};

/** The shape of {@link formMessages}: every form's messages, each a plain string. */
export type FormMessages = typeof formMessages;
