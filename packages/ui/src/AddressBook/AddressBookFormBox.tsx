import { type Address, type AddressValues, BRAZILIAN_STATES, maskCep } from '@vitrine/core';
import { type AddressForm, useAddressForm } from '@vitrine/hooks';
import { Dialog } from 'radix-ui';
import type { ComponentPropsWithRef, FormEvent, ReactNode } from 'react';
import { CepInput } from '../foundation/CepInput/CepInput';
import { BoundField, bindControl } from '../foundation/Field/Field';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import { focusFirstField } from '../internal/focusFirstField';
import { useFocusFirstInvalid } from '../internal/useFocusFirstInvalid';
import { useAddressBookContext } from './addressBookContext';
import type { AddressBookMessages } from './addressBookMessages';

/*
 * The address form's dialog: everything here loads with this module, which `AddressBook.FormDialog` fetches the
 * first time the shopper opens the form (see `AddressBook.tsx`).
 */

/** Props of the form's dialog box: Radix `Dialog.Content`'s, plus where it is portalled. */
export type AddressBookFormBoxProps = Omit<ComponentPropsWithRef<typeof Dialog.Content>, 'children'> & {
  /** Where the overlay and the box are portalled; `document.body` when `undefined`. */
  readonly container?: HTMLElement | null | undefined;
  /** A class for the overlay behind the box. */
  readonly overlayClassName?: string | undefined;
};

/** The dialog, open while the book's form is; each opening mounts a fresh form on its address. */
export function AddressBookFormBox(props: AddressBookFormBoxProps): ReactNode {
  const { form, closeForm } = useAddressBookContext('FormDialog');
  return (
    <Dialog.Root
      open={form.open}
      onOpenChange={(open) => {
        if (!open) closeForm();
      }}
    >
      {form.open ? <FormBox key={form.session} address={form.address} {...props} /> : null}
    </Dialog.Root>
  );
}

function FormBox({
  address,
  container,
  overlayClassName,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  onInteractOutside,
  ...props
}: AddressBookFormBoxProps & { readonly address: Address | undefined }): ReactNode {
  const { texts, formSaved, returnFocus } = useAddressBookContext('FormDialog');
  const form = useAddressForm(address, { onSaved: formSaved });
  // A save on its way cannot be dismissed halfway (it would land with nobody told).
  const holdWhileSending = (event: Event) => {
    if (form.isSubmitting) event.preventDefault();
  };
  return (
    <Dialog.Portal container={container}>
      <Dialog.Overlay className={cx('vt-address-book__overlay', overlayClassName)} />
      <Dialog.Content
        aria-describedby={undefined}
        data-loading={dataFlag(form.isSubmitting)}
        data-mode={address ? 'edit' : 'new'}
        {...props}
        onOpenAutoFocus={composeEventHandlers(onOpenAutoFocus, focusFirstField)}
        onCloseAutoFocus={composeEventHandlers(onCloseAutoFocus, returnFocus)}
        onEscapeKeyDown={composeEventHandlers(onEscapeKeyDown, holdWhileSending)}
        onInteractOutside={composeEventHandlers(onInteractOutside, holdWhileSending)}
        className={cx('vt-address-book__dialog', className)}
      >
        <div className="vt-address-book__dialog-header">
          <Dialog.Title className="vt-address-book__dialog-title">
            {address ? texts.editTitle : texts.newTitle}
          </Dialog.Title>
          <Dialog.Close
            className="vt-address-book__close"
            aria-label={texts.close}
            disabled={form.isSubmitting}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </div>
        <AddressFormBody form={form} texts={texts} />
      </Dialog.Content>
    </Dialog.Portal>
  );
}

type TextFieldName = 'street' | 'number' | 'complement' | 'neighborhood' | 'city';

const fieldLabel = {
  street: 'streetLabel',
  number: 'numberLabel',
  complement: 'complementLabel',
  neighborhood: 'neighborhoodLabel',
  city: 'cityLabel',
} as const satisfies Record<TextFieldName, keyof AddressBookMessages>;

const fieldAutoComplete: Record<TextFieldName, string | undefined> = {
  street: 'address-line1',
  number: undefined,
  complement: 'address-line2',
  neighborhood: 'address-level3',
  city: 'address-level2',
};

/** The classes of a field's wrapper, label and message. */
const FIELD_CLASSES = {
  className: 'vt-address-book__field',
  labelClassName: 'vt-address-book__label',
  errorClassName: 'vt-address-book__error',
};

/** One text field, a foundation `Field`: its label, the input and its message (shown once changed or left). */
function TextField({ form, name, label }: { form: AddressForm; name: TextFieldName; label: string }) {
  const field = form.getFieldProps(name);
  return (
    <BoundField {...FIELD_CLASSES} field={field} error={form.getErrorProps(name)} label={label}>
      <input
        type="text"
        autoComplete={fieldAutoComplete[name]}
        aria-required={name !== 'complement' || undefined}
        {...bindControl(field, {}, 'vt-input vt-address-book__input')}
      />
    </BoundField>
  );
}

/** The fields, the CEP lookup's word, the store's text of a failed save, and the buttons. */
function AddressFormBody({ form, texts }: { form: AddressForm; texts: AddressBookMessages }): ReactNode {
  const focusFirstInvalid = useFocusFirstInvalid(form.isSubmitting);
  const cep = form.getFieldProps('cep');
  const state = form.getFieldProps('state');
  const lookupText =
    form.cepLookup.status === 'loading'
      ? texts.lookingUp
      : form.cepLookup.status === 'found'
        ? texts.found
        : '';
  return (
    <form
      noValidate
      aria-busy={form.isSubmitting || undefined}
      data-state={form.status}
      data-loading={dataFlag(form.isSubmitting)}
      className="vt-address-book__form"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        form.submit();
        focusFirstInvalid(event.currentTarget);
      }}
    >
      <CepInput
        className="vt-address-book__cep"
        name="cep"
        value={maskCep(String(form.values.cep ?? ''))}
        onValueChange={(value) => form.setValue('cep', value as AddressValues['cep'])}
        onComplete={form.lookupCep}
        error={form.visibleErrors.cep ?? form.cepLookup.error}
        inputProps={{ onBlur: cep.onBlur, 'aria-required': true }}
      />
      <p role="status" className="vt-address-book__lookup" data-lookup={form.cepLookup.status}>
        {lookupText}
      </p>
      <TextField form={form} name="street" label={texts[fieldLabel.street]} />
      <div className="vt-address-book__row">
        <TextField form={form} name="number" label={texts[fieldLabel.number]} />
        <TextField form={form} name="complement" label={texts[fieldLabel.complement]} />
      </div>
      <TextField form={form} name="neighborhood" label={texts[fieldLabel.neighborhood]} />
      <div className="vt-address-book__row">
        <TextField form={form} name="city" label={texts[fieldLabel.city]} />
        <BoundField
          {...FIELD_CLASSES}
          field={state}
          error={form.getErrorProps('state')}
          label={texts.stateLabel}
        >
          <select
            autoComplete="address-level1"
            aria-required
            {...bindControl(state, {}, 'vt-select vt-address-book__select')}
          >
            <option value="">{texts.statePlaceholder}</option>
            {BRAZILIAN_STATES.map((uf) => (
              <option key={uf.code} value={uf.code}>
                {uf.name}
              </option>
            ))}
          </select>
        </BoundField>
      </div>
      <p role="alert" className="vt-address-book__submit-error">
        {form.submitError}
      </p>
      <div className="vt-address-book__form-actions">
        <Dialog.Close
          type="button"
          className="vt-button vt-address-book__cancel"
          data-variant="secondary"
          disabled={form.isSubmitting}
        >
          {texts.cancel}
        </Dialog.Close>
        <button
          type="submit"
          className="vt-button vt-address-book__submit"
          aria-disabled={form.isSubmitting || undefined}
          data-loading={dataFlag(form.isSubmitting)}
        >
          {form.isSubmitting ? (
            <span className="vt-spinner vt-address-book__spinner" aria-hidden="true" />
          ) : null}
          {texts.submit}
        </button>
      </div>
    </form>
  );
}
