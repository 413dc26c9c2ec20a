import { cepLookupLink } from '@vitrine/core';
import { Slot } from 'radix-ui';
import { createContext, type ReactNode } from 'react';
import { composeEventHandlers } from '../../internal/composeEventHandlers';
import { cx } from '../../internal/cx';
import { dataFlag } from '../../internal/dataAttributes';
import { type PartProps, usePartsContext } from '../../internal/partsContext';
import { useUiMessages } from '../../messages/useUiMessages';
import { slotContent } from '../internal/slotContent';
import { type CepInputMessages, cepInputMessages } from './cepInputMessages';
import { type CepInputState, type UseCepInputOptions, useCepInput } from './useCepInput';

interface CepInputContextValue {
  readonly state: CepInputState;
  readonly messages: CepInputMessages;
}

const CepInputContext = createContext<CepInputContextValue | null>(null);

function useCepInputContext(part: string): CepInputContextValue {
  return usePartsContext(CepInputContext, 'CepInput', part);
}

/** Props of `CepInput.Root`: the CEP options, the texts and the wrapper's props. */
export type CepInputRootProps = Omit<PartProps<'div'>, 'defaultValue' | 'onChange'> &
  UseCepInputOptions &
  Partial<CepInputMessages>;

/** The field wrapper; marks `data-complete`, `data-error` and `data-disabled`. */
export function CepInputRoot(props: CepInputRootProps): ReactNode {
  const {
    value,
    defaultValue,
    onValueChange,
    onComplete,
    required,
    error,
    disabled,
    label,
    placeholder,
    lookupLink,
    newTabHint,
    asChild,
    className,
    ...rest
  } = props;
  const state = useCepInput({ value, defaultValue, onValueChange, onComplete, required, error, disabled });
  const messages = useUiMessages('cepInput', cepInputMessages, {
    label,
    placeholder,
    lookupLink,
    newTabHint,
  });
  const Comp = asChild ? Slot.Root : 'div';
  return (
    <CepInputContext.Provider value={{ state, messages }}>
      <Comp
        {...rest}
        className={cx('vt-cep-input', className)}
        data-complete={dataFlag(state.complete)}
        data-error={dataFlag(state.message !== undefined)}
        data-disabled={dataFlag(state.disabled)}
      />
    </CepInputContext.Provider>
  );
}

/** Props of `CepInput.Label`. */
export type CepInputLabelProps = PartProps<'label'>;

/** The label ('CEP'). */
export function CepInputLabel({ asChild, className, children, ...rest }: CepInputLabelProps): ReactNode {
  const { state, messages } = useCepInputContext('Label');
  const Comp = asChild ? Slot.Root : 'label';
  return (
    <Comp htmlFor={state.ids.input} {...rest} className={cx('vt-cep-input__label', className)}>
      {slotContent(asChild, children, messages.label)}
    </Comp>
  );
}

/** Props of `CepInput.Input`. */
export type CepInputInputProps = Omit<PartProps<'input'>, 'value' | 'defaultValue' | 'type'>;

/** The masked field: `inputMode="numeric"`, at most 9 characters, `autoComplete="postal-code"`. */
export function CepInputInput({
  asChild,
  className,
  onChange,
  onInvalid,
  ...rest
}: CepInputInputProps): ReactNode {
  const { state, messages } = useCepInputContext('Input');
  const { inputProps } = state;
  const Comp = asChild ? Slot.Root : 'input';
  return (
    <Comp
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder={messages.placeholder}
      {...rest}
      {...inputProps}
      className={cx('vt-input', 'vt-cep-input__input', className)}
      onChange={composeEventHandlers(onChange, inputProps.onChange)}
      onInvalid={composeEventHandlers(onInvalid, inputProps.onInvalid)}
    />
  );
}

/** Props of `CepInput.Error`. */
export type CepInputErrorProps = PartProps<'p'>;

/** The message ('Por favor, insira um cep.' or the one given in `error`), announced at once; always rendered. */
export function CepInputError({ asChild, className, children, ...rest }: CepInputErrorProps): ReactNode {
  const { state } = useCepInputContext('Error');
  const Comp = asChild ? Slot.Root : 'p';
  return (
    <Comp
      id={state.ids.error}
      role="alert"
      {...rest}
      className={cx('vt-field-error', 'vt-cep-input__error', className)}
    >
      {slotContent(asChild, children, state.message)}
    </Comp>
  );
}

/** Props of `CepInput.LookupLink`. */
export type CepInputLookupLinkProps = Omit<PartProps<'a'>, 'href' | 'target' | 'rel'>;

/** 'Não sei meu CEP': Correios' lookup in a new tab (`rel="noopener noreferrer"`), saying so to screen readers. */
export function CepInputLookupLink({
  asChild,
  className,
  children,
  ...rest
}: CepInputLookupLinkProps): ReactNode {
  const { messages } = useCepInputContext('LookupLink');
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <Comp
      {...rest}
      href={cepLookupLink.href}
      target={cepLookupLink.target}
      rel={cepLookupLink.rel}
      className={cx('vt-link', 'vt-cep-input__lookup', className)}
    >
      {slotContent(
        asChild,
        children,
        <>
          {messages.lookupLink} <span className="vt-visually-hidden">{messages.newTabHint}</span>
        </>,
      )}
    </Comp>
  );
}

/** Props of the ready-made `<CepInput />`. */
export type CepInputProps = Omit<CepInputRootProps, 'children' | 'asChild'> & {
  /** Shows the 'Não sei meu CEP' link; `true` by default. */
  showLookupLink?: boolean | undefined;
  /** The input's form field name; `undefined` leaves it out of form data. */
  name?: string | undefined;
  /** More props of the `<input>` (`onBlur`, `autoFocus`, `ref`...). */
  inputProps?: CepInputInputProps | undefined;
};

function CepInputDefault({ showLookupLink = true, name, inputProps, ...props }: CepInputProps): ReactNode {
  return (
    <CepInputRoot {...props}>
      <CepInputLabel />
      <div className="vt-cep-input__row">
        <CepInputInput name={name} {...inputProps} />
        {showLookupLink ? <CepInputLookupLink /> : null}
      </div>
      <CepInputError />
    </CepInputRoot>
  );
}

/**
 * The freight CEP field: `<CepInput required onComplete={calculate} />`, or the parts
 * `CepInput.Root / .Label / .Input / .Error / .LookupLink`.
 */
export const CepInput = Object.assign(CepInputDefault, {
  Root: CepInputRoot,
  Label: CepInputLabel,
  Input: CepInputInput,
  Error: CepInputError,
  LookupLink: CepInputLookupLink,
});
