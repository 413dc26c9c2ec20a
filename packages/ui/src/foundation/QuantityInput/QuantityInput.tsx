import { createContext, type ReactNode } from 'react';
import { composeEventHandlers } from '../../internal/composeEventHandlers';
import { cx } from '../../internal/cx';
import { dataFlag } from '../../internal/dataAttributes';
import { type PartProps, usePartsContext } from '../../internal/partsContext';
import { useUiMessages } from '../../messages/useUiMessages';
import { part } from '../internal/createPart';
import { slotContent } from '../internal/slotContent';
import { type QuantityInputMessages, quantityInputMessages } from './quantityInputMessages';
import { type QuantityInputState, type UseQuantityInputOptions, useQuantityInput } from './useQuantityInput';

interface QuantityInputContextValue {
  readonly state: QuantityInputState;
  readonly messages: QuantityInputMessages;
}

const QuantityInputContext = createContext<QuantityInputContextValue | null>(null);

function useQuantityInputContext(part: string): QuantityInputContextValue {
  return usePartsContext(QuantityInputContext, 'QuantityInput', part);
}

/** Props of `QuantityInput.Root`: the quantity options, the texts, and the group element's props. */
export type QuantityInputRootProps = Omit<PartProps<'div'>, 'defaultValue'> &
  UseQuantityInputOptions &
  Partial<QuantityInputMessages>;

const QuantityInputRootElement = part('div', 'QuantityInput.Root', 'vt-quantity-input');

/** The group holding the parts; marks `data-disabled`, `data-stock="out"` and `data-error`. */
export function QuantityInputRoot(props: QuantityInputRootProps): ReactNode {
  const {
    value,
    defaultValue,
    onValueChange,
    stock,
    stockContext,
    disabled,
    label,
    decrement,
    increment,
    asChild,
    className,
    ...rest
  } = props;
  const state = useQuantityInput({ value, defaultValue, onValueChange, stock, stockContext, disabled });
  const messages = useUiMessages('quantityInput', quantityInputMessages, { label, decrement, increment });
  return (
    <QuantityInputContext.Provider value={{ state, messages }}>
      <QuantityInputRootElement
        asChild={asChild}
        role="group"
        aria-labelledby={state.ids.label}
        {...rest}
        className={className}
        data-disabled={dataFlag(state.disabled)}
        data-stock={state.outOfStock ? 'out' : undefined}
        data-error={dataFlag(state.message !== undefined)}
      />
    </QuantityInputContext.Provider>
  );
}

/** Props of `QuantityInput.Label`. */
export type QuantityInputLabelProps = PartProps<'label'>;

const QuantityInputLabelElement = part('label', 'QuantityInput.Label', 'vt-quantity-input__label');

/** The label ('Quantidade'), tied to the input and naming the group. */
export function QuantityInputLabel({ asChild, children, ...rest }: QuantityInputLabelProps): ReactNode {
  const { state, messages } = useQuantityInputContext('Label');
  return (
    <QuantityInputLabelElement asChild={asChild} id={state.ids.label} htmlFor={state.ids.input} {...rest}>
      {slotContent(asChild, children, messages.label)}
    </QuantityInputLabelElement>
  );
}

/** Props of `QuantityInput.Decrement` and `QuantityInput.Increment`. */
export type QuantityInputStepProps = PartProps<'button'>;

const StepButtonElement = part('button', 'QuantityInput.StepButton', 'vt-quantity-input__step');

function StepButton({
  direction,
  asChild,
  children,
  onClick,
  ...rest
}: QuantityInputStepProps & { direction: 'decrement' | 'increment' }): ReactNode {
  const { state, messages } = useQuantityInputContext(direction === 'decrement' ? 'Decrement' : 'Increment');
  const enabled = direction === 'decrement' ? state.canDecrement : state.canIncrement;
  return (
    <StepButtonElement
      asChild={asChild}
      type="button"
      aria-label={messages[direction]}
      aria-controls={state.ids.input}
      {...rest}
      disabled={!enabled}
      data-disabled={dataFlag(!enabled)}
      onClick={composeEventHandlers(onClick, () => state[direction]())}
    >
      {slotContent(
        asChild,
        children,
        <span aria-hidden="true">{direction === 'decrement' ? '−' : '+'}</span>,
      )}
    </StepButtonElement>
  );
}

/** The − button ('Diminuir quantidade'); disabled at 1. */
export function QuantityInputDecrement(props: QuantityInputStepProps): ReactNode {
  return <StepButton {...props} direction="decrement" />;
}

/** The + button ('Aumentar quantidade'); disabled at 9999; at the stock it shows the stock message instead. */
export function QuantityInputIncrement(props: QuantityInputStepProps): ReactNode {
  return <StepButton {...props} direction="increment" />;
}

/** Props of `QuantityInput.Input`. */
export type QuantityInputInputProps = Omit<PartProps<'input'>, 'value' | 'defaultValue' | 'type'>;

const QuantityInputInputElement = part('input', 'QuantityInput.Input', 'vt-input');

/** The number field: e, comma and period are blocked, ArrowUp/ArrowDown step, typed values are normalised. */
export function QuantityInputInput({
  asChild,
  className,
  onChange,
  onKeyDown,
  onBlur,
  ...rest
}: QuantityInputInputProps): ReactNode {
  const { state } = useQuantityInputContext('Input');
  const { inputProps } = state;
  return (
    <QuantityInputInputElement
      asChild={asChild}
      type="number"
      inputMode="numeric"
      {...rest}
      {...inputProps}
      className={cx('vt-quantity-input__input', className)}
      onChange={composeEventHandlers(onChange, inputProps.onChange)}
      onKeyDown={composeEventHandlers(onKeyDown, inputProps.onKeyDown)}
      onBlur={composeEventHandlers(onBlur, inputProps.onBlur)}
    />
  );
}

/** Props of `QuantityInput.Error`. */
export type QuantityInputErrorProps = PartProps<'p'>;

const QuantityInputErrorElement = part('p', 'QuantityInput.Error', 'vt-field-error');

/**
 * The correction message, announced at once (`role="alert"`). It is always rendered, empty when there is nothing to
 * say, so the live region exists before its text changes.
 */
export function QuantityInputError({
  asChild,
  className,
  children,
  ...rest
}: QuantityInputErrorProps): ReactNode {
  const { state } = useQuantityInputContext('Error');
  return (
    <QuantityInputErrorElement
      asChild={asChild}
      id={state.ids.error}
      role="alert"
      {...rest}
      className={cx('vt-quantity-input__error', className)}
    >
      {slotContent(asChild, children, state.message)}
    </QuantityInputErrorElement>
  );
}

/** Props of the ready-made `<QuantityInput />`. */
export type QuantityInputProps = Omit<QuantityInputRootProps, 'children' | 'asChild'> & {
  /** Shows the 'Quantidade' label; when `false` (default) it is visually hidden but still names the field. */
  showLabel?: boolean | undefined;
};

function QuantityInputDefault({ showLabel = false, ...props }: QuantityInputProps): ReactNode {
  return (
    <QuantityInputRoot {...props}>
      <QuantityInputLabel className={showLabel ? undefined : 'vt-visually-hidden'} />
      <div className="vt-quantity-input__controls">
        <QuantityInputDecrement />
        <QuantityInputInput />
        <QuantityInputIncrement />
      </div>
      <QuantityInputError />
    </QuantityInputRoot>
  );
}

/**
 * The cart quantity control (1–9999): `<QuantityInput value={qty} onValueChange={setQty} stock={sku.stock} />`, or the
 * parts `QuantityInput.Root / .Label / .Decrement / .Input / .Increment / .Error`.
 */
export const QuantityInput = Object.assign(QuantityInputDefault, {
  Root: QuantityInputRoot,
  Label: QuantityInputLabel,
  Decrement: QuantityInputDecrement,
  Input: QuantityInputInput,
  Increment: QuantityInputIncrement,
  Error: QuantityInputError,
});
