import { createContext } from 'react';
import { usePartsContext } from '../../internal/partsContext';
import type { ConfirmDialogMessages } from './confirmDialogMessages';

/** What `ConfirmDialog.Root` gives its parts. */
export interface ConfirmDialogContextValue {
  /** Whether the box is open now. */
  readonly open: boolean;
  readonly pending: boolean;
  readonly mode: 'confirm' | 'alert';
  readonly messages: ConfirmDialogMessages;
  confirm(): void;
}

export const ConfirmDialogContext = createContext<ConfirmDialogContextValue | null>(null);

/** The nearest `ConfirmDialog.Root`'s state; throws, naming the fix, outside one. */
export function useConfirmDialogContext(part: string): ConfirmDialogContextValue {
  return usePartsContext(ConfirmDialogContext, 'ConfirmDialog', part);
}
