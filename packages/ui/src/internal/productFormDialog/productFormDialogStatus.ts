import type { ProductFormDialogStatus } from './productFormDialogTypes';

/** What `nextProductFormDialogStatus` reads of the flow. */
export interface ProductFormFlowState {
  readonly isOpen: boolean;
  readonly isSending: boolean;
}

/**
 * The dialog's status once its flow reads `flow`, from its status before. A request that ends with the flow still
 * open failed (one that went through closes the flow), and the failure stands until the next attempt or the
 * closing. Never from the text of the flow's alert: a reworded message or another flow's error cannot fool it.
 * @example
 * nextProductFormDialogStatus('sending', { isOpen: true, isSending: false }); // 'failed'
 */
export function nextProductFormDialogStatus(
  previous: ProductFormDialogStatus,
  flow: ProductFormFlowState,
): ProductFormDialogStatus {
  if (!flow.isOpen) return 'closed';
  if (flow.isSending) return 'sending';
  return previous === 'sending' || previous === 'failed' ? 'failed' : 'editing';
}
