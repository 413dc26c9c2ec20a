/** The texts of `CepInput` (the required message is the provider's `messages.forms.cep.required`). */
export interface CepInputMessages {
  /** The field's label. */
  label: string;
  /** The field's placeholder, showing the mask. */
  placeholder: string;
  /** The external CEP lookup link. */
  lookupLink: string;
  /** Visually hidden after the link text: it opens a new tab. */
  newTabHint: string;
}

/** The pt-BR defaults (not worded by the spec; the usual Brazilian checkout texts). */
export const cepInputMessages: CepInputMessages = {
  label: 'CEP',
  placeholder: '00000-000',
  lookupLink: 'Não sei meu CEP',
  newTabHint: '(abre em uma nova aba)',
};
