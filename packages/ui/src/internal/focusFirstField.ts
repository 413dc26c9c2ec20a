/**
 * For `Dialog.Content`'s `onOpenAutoFocus`: focus goes to the form's first field rather than the × button that
 * comes first in reading order; Radix's default (the first focusable element) when the dialog has no field.
 */
export function focusFirstField(event: Event): void {
  const content = event.currentTarget ?? event.target;
  if (!(content instanceof HTMLElement)) return;
  const field = content.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select');
  if (!field) return;
  event.preventDefault();
  field.focus();
}
