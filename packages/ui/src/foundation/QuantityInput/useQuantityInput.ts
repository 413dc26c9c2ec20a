import {
  capQuantityToStock,
  MAX_CART_QUANTITY,
  MIN_CART_QUANTITY,
  normalizeQuantity,
  type QuantityResult,
} from '@vitrine/core';
import { useStorefront } from '@vitrine/hooks';
import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useControllableState } from '../internal/useControllableState';

/** How long typing pauses before the typed quantity is committed (one intent, one request). */
export const QUANTITY_TYPING_PAUSE_MS = 500;
/** Keys a number input accepts but a quantity must not: exponent, decimal separators, signs. */
const BLOCKED_KEYS = new Set(['e', 'E', ',', '.', '+', '-']);

/** Options of `useQuantityInput`. */
export interface UseQuantityInputOptions {
  /** The controlled quantity; `undefined` leaves it uncontrolled. */
  value?: number | undefined;
  /** The first quantity when uncontrolled; 1 when `undefined`. */
  defaultValue?: number | undefined;
  /**
   * Hears every committed quantity (an integer from 1 to 9999, capped at `stock`): the steppers and arrow keys
   * commit at once; typing commits on blur, on Enter or after a 500 ms pause, so '25' is one change, not two.
   */
  onValueChange?: ((value: number) => void) | undefined;
  /** The stock available; a larger quantity is reduced to it with a message. `undefined`: no cap. 0 or less: out of stock. */
  stock?: number | undefined;
  /** Which stock message shows: 'Temos apenas {n} em estoque.' on a card (default), 'Temos apenas N itens em estoque' on the detail page. */
  stockContext?: 'card' | 'detail' | undefined;
  disabled?: boolean | undefined;
}

/** What `useQuantityInput` returns: the state and the props of each part. */
export interface QuantityInputState {
  readonly value: number;
  /** The last correction's message ('Por favor, digite um valor entre 1 e 9999', a stock message); `undefined` when none. */
  readonly message: string | undefined;
  readonly disabled: boolean;
  readonly outOfStock: boolean;
  readonly ids: { readonly input: string; readonly label: string; readonly error: string };
  readonly canDecrement: boolean;
  readonly canIncrement: boolean;
  decrement(): void;
  increment(): void;
  /** Props of the `<input type="number">`. */
  inputProps: {
    id: string;
    value: string;
    min: number;
    max: number;
    step: number;
    disabled: boolean;
    'aria-describedby': string | undefined;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
    onBlur(event: FocusEvent<HTMLInputElement>): void;
  };
}

/**
 * The behaviour of `QuantityInput`: a quantity from 1 to 9999, typed values normalised by core's
 * `normalizeQuantity` (above 9999 the value reverts with a message) and capped by `capQuantityToStock`.
 */
export function useQuantityInput(options: UseQuantityInputOptions): QuantityInputState {
  const rules = useStorefront().messages.rules;
  const [value, setValue] = useControllableState(
    options.value,
    options.defaultValue ?? MIN_CART_QUANTITY,
    options.onValueChange,
  );
  // What the shopper is typing, not yet committed; `null` shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopPause = useCallback(() => {
    if (pause.current !== undefined) clearTimeout(pause.current);
    pause.current = undefined;
  }, []);
  useEffect(() => stopPause, [stopPause]);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const id = useId();
  const { stock, stockContext = 'card' } = options;
  const outOfStock = stock !== undefined && stock <= 0;
  const disabled = options.disabled === true || outOfStock;

  const capped = useCallback(
    (result: QuantityResult): QuantityResult => {
      if (stock === undefined || !result.ok) return result;
      return capQuantityToStock(result.value, stock, { context: stockContext, messages: rules });
    },
    [stock, stockContext, rules],
  );

  const commit = useCallback(
    (result: QuantityResult) => {
      stopPause();
      setDraft(null);
      setMessage(result.message);
      setValue(result.value);
    },
    [setValue, stopPause],
  );
  const commitTyped = (text: string) =>
    commit(capped(normalizeQuantity(text, { previous: value, messages: rules })));
  // The pause timer commits what was typed last, with the rules of the latest render.
  const latestCommitTyped = useRef(commitTyped);
  latestCommitTyped.current = commitTyped;

  const step = (delta: number) => {
    if (disabled) return;
    // A step while typing counts from what is shown (the typed number), not from the last committed one.
    const typed =
      draft !== null && draft.trim() !== ''
        ? normalizeQuantity(draft, { previous: value, messages: rules })
        : undefined;
    const next = (typed?.ok ? typed.value : value) + delta;
    if (next < MIN_CART_QUANTITY || next > MAX_CART_QUANTITY) return;
    commit(capped({ ok: true, value: next }));
  };

  const canIncrement = !disabled && value < MAX_CART_QUANTITY;
  const canDecrement = !disabled && value > MIN_CART_QUANTITY;

  return {
    value,
    message,
    disabled,
    outOfStock,
    ids: { input: `${id}-input`, label: `${id}-label`, error: `${id}-error` },
    canDecrement,
    canIncrement,
    decrement: () => step(-1),
    increment: () => step(1),
    inputProps: {
      id: `${id}-input`,
      value: draft ?? String(value),
      min: MIN_CART_QUANTITY,
      max: MAX_CART_QUANTITY,
      step: 1,
      disabled,
      'aria-describedby': message ? `${id}-error` : undefined,
      onChange: (event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        stopPause();
        // An emptied field is mid-edit: it settles to 1 on blur, not under the shopper's fingers.
        if (text.trim() === '') return;
        pause.current = setTimeout(() => {
          pause.current = undefined;
          latestCommitTyped.current(text);
        }, QUANTITY_TYPING_PAUSE_MS);
      },
      onKeyDown: (event) => {
        if (event.key === 'Enter' && draft !== null) {
          commitTyped(draft);
          return;
        }
        if (BLOCKED_KEYS.has(event.key)) {
          event.preventDefault();
          return;
        }
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          // Stepping goes through the same rules as the buttons (stock cap and its message).
          event.preventDefault();
          step(event.key === 'ArrowUp' ? 1 : -1);
        }
      },
      onBlur: () => {
        if (draft !== null) commitTyped(draft);
      },
    },
  };
}
