import { cepLookupLink } from '@vitrine/core';
import { createContext, type ReactNode } from 'react';
import { composeEventHandlers } from '../../internal/composeEventHandlers';
import { cx } from '../../internal/cx';
import { dataFlag } from '../../internal/dataAttributes';
import { type PartProps, usePartsContext } from '../../internal/partsContext';
import { useUiMessages } from '../../messages/useUiMessages';
import { part } from '../internal/createPart';
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

const CepInputRootElement = part('div', 'CepInput.Root', 'vt-cep-input');

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
  return (
    <CepInputContext.Provider value={{ state, messages }}>
      <CepInputRootElement
        asChild={asChild}
        {...rest}
        className={className}
        data-complete={dataFlag(state.complete)}
        data-error={dataFlag(state.message !== undefined)}
        data-disabled={dataFlag(state.disabled)}
      />
    </CepInputContext.Provider>
  );
}

/** Props of `CepInput.Label`. */
export type CepInputLabelProps = PartProps<'label'>;

const CepInputLabelElement = part('label', 'CepInput.Label', 'vt-cep-input__label');

/** The label ('CEP'). */
export function CepInputLabel({ asChild, children, ...rest }: CepInputLabelProps): ReactNode {
  const { state, messages } = useCepInputContext('Label');
  return (
    <CepInputLabelElement asChild={asChild} htmlFor={state.ids.input} {...rest}>
      {slotContent(asChild, children, messages.label)}
    </CepInputLabelElement>
  );
}

/** Props of `CepInput.Input`. */
export type CepInputInputProps = Omit<PartProps<'input'>, 'value' | 'defaultValue' | 'type'>;

const CepInputInputElement = part('input', 'CepInput.Input', 'vt-input');

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
  return (
    <CepInputInputElement
      asChild={asChild}
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder={messages.placeholder}
      {...rest}
      {...inputProps}
      className={cx('vt-cep-input__input', className)}
      onChange={composeEventHandlers(onChange, inputProps.onChange)}
      onInvalid={composeEventHandlers(onInvalid, inputProps.onInvalid)}
    />
  );
}

/** Props of `CepInput.Error`. */
export type CepInputErrorProps = PartProps<'p'>;

const CepInputErrorElement = part('p', 'CepInput.Error', 'vt-field-error');

/** The message ('Por favor, insira um cep.' or the one given in `error`), announced at once; always rendered. */
export function CepInputError({ asChild, className, children, ...rest }: CepInputErrorProps): ReactNode {
  const { state } = useCepInputContext('Error');
  return (
    <CepInputErrorElement
      asChild={asChild}
      id={state.ids.error}
      role="alert"
      {...rest}
      className={cx('vt-cep-input__error', className)}
    >
      {slotContent(asChild, children, state.message)}
    </CepInputErrorElement>
  );
}

/** Props of `CepInput.LookupLink`. */
export type CepInputLookupLinkProps = Omit<PartProps<'a'>, 'href' | 'target' | 'rel'>;

const CepInputLookupLinkElement = part('a', 'CepInput.LookupLink', 'vt-link');

/** 'Não sei meu CEP': Correios' lookup in a new tab (`rel="noopener noreferrer"`), saying so to screen readers. */
export function CepInputLookupLink({
  asChild,
  className,
  children,
  ...rest
}: CepInputLookupLinkProps): ReactNode {
  const { messages } = useCepInputContext('LookupLink');
  return (
    <CepInputLookupLinkElement
      asChild={asChild}
      {...rest}
      href={cepLookupLink.href}
      target={cepLookupLink.target}
      rel={cepLookupLink.rel}
      className={cx('vt-cep-input__lookup', className)}
    >
      {slotContent(
        asChild,
        children,
        <>
          {messages.lookupLink} <span className="vt-visually-hidden">{messages.newTabHint}</span>
        </>,
      )}
    </CepInputLookupLinkElement>
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
