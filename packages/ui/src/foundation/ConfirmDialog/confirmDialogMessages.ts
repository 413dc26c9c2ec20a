/** The texts of `ConfirmDialog` (title and description are always the caller's). */
export interface ConfirmDialogMessages {
  /** The confirm button of a confirm box. */
  confirm: string;
  /** The cancel button. */
  cancel: string;
  /** The single button of an alert box (`mode="alert"`). */
  acknowledge: string;
}

/** The pt-BR defaults (the spec names the box but not its buttons; these are the usual pt-BR ones). */
export const confirmDialogMessages: ConfirmDialogMessages = {
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  acknowledge: 'OK',
};
