/** The texts of `Spinner`. */
export interface SpinnerMessages {
  /** Read by screen readers while something loads (the spinner itself is decorative). */
  label: string;
}

/** The pt-BR default (not worded by the spec: the usual pt-BR loading text). */
export const spinnerMessages: SpinnerMessages = {
  label: 'Carregando…',
};
