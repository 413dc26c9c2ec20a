/** The texts of `StoreData` (not in the spec: the labels of the footer's lines). */
export const storeDataMessages = {
  /** The block's accessible name. */
  label: 'Dados da loja',
  phone: 'Telefone:',
  email: 'E-mail:',
  document: 'CNPJ:',
  address: 'Endereço:',
};

/** The shape of {@link storeDataMessages}. */
export type StoreDataMessages = typeof storeDataMessages;
