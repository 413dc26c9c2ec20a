/**
 * The pt-BR texts of `AddressBook` (the kit's: the store's own texts name none of the customer area's). The
 * field messages ('Informe o Número', 'Informe um CEP Válido'…) are the provider's `messages.forms.address`, the
 * CEP field's label and lookup link are `CepInput`'s, and a failure shows the store's own text.
 */
export const addressBookMessages = {
  /** The section's heading. */
  title: 'Meus endereços',
  /** Opens the form for a new address. */
  add: 'Adicionar endereço',
  /** Announced while the list loads the first time. */
  loading: 'Carregando endereços…',
  /** The list is empty. */
  empty: 'Você ainda não tem endereços cadastrados.',
  /** The list could not load (the store's text follows it). */
  loadError: 'Não foi possível carregar seus endereços.',
  /** Loads the list again after a failure. */
  retry: 'Tentar novamente',
  /** The list's accessible name. */
  listLabel: 'Endereços cadastrados',
  /** The badge of the default delivery address. */
  defaultDeliveryBadge: 'Entrega padrão',
  /** The badge of the billing address. */
  billingBadge: 'Cobrança',
  /** Makes an address the default delivery address. */
  setDefaultDelivery: 'Usar para entrega',
  /** Makes an address the billing address. */
  setBilling: 'Usar para cobrança',
  /** Opens the form on an address. */
  edit: 'Editar',
  /** Asks to delete an address. */
  delete: 'Excluir',
  /** The delete confirmation's title. */
  deleteTitle: 'Excluir endereço?',
  /** The delete confirmation's message, with the address on one line. */
  deleteDescription: (address: string): string => `${address} será removido dos seus endereços.`,
  /** The delete confirmation's confirm button. */
  deleteConfirm: 'Excluir',
  /** The delete confirmation's cancel button. */
  deleteCancel: 'Cancelar',
  /** Announced once an address was saved. */
  saved: 'Endereço salvo.',
  /** Announced once an address was deleted. */
  deleted: 'Endereço excluído.',
  /** Announced once the default delivery address changed. */
  defaultDeliveryChanged: 'Endereço de entrega padrão alterado.',
  /** Announced once the billing address changed. */
  billingChanged: 'Endereço de cobrança alterado.',
  /** The CEP line of an address. */
  cepLine: (cep: string): string => `CEP ${cep}`,
  /** The form's title when adding. */
  newTitle: 'Novo endereço',
  /** The form's title when editing. */
  editTitle: 'Editar endereço',
  /** The form dialog's × button. */
  close: 'Fechar',
  streetLabel: 'Endereço',
  numberLabel: 'Número',
  complementLabel: 'Complemento (opcional)',
  neighborhoodLabel: 'Bairro',
  cityLabel: 'Cidade',
  stateLabel: 'Estado',
  /** The state list's empty choice. */
  statePlaceholder: 'Selecione',
  /** Announced while the CEP is looked up. */
  lookingUp: 'Buscando endereço pelo CEP…',
  /** Announced when the CEP filled the address. */
  found: 'Endereço preenchido pelo CEP. Confira e informe o número.',
  /** The form's submit button. */
  submit: 'Salvar endereço',
  /** Closes the form without saving. */
  cancel: 'Cancelar',
  /** Shown while the form's code loads on its first opening. */
  formLoading: 'Carregando formulário…',
};

/** The texts of `AddressBook` (see `addressBookMessages`). */
export type AddressBookMessages = typeof addressBookMessages;
