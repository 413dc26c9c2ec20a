import type { AlertKind } from '@vitrine/core';
import { createContext, type FocusEvent, type ReactNode, useState } from 'react';
import { composeEventHandlers } from '../../internal/composeEventHandlers';
import { dataFlag } from '../../internal/dataAttributes';
import { type PartProps, usePartsContext } from '../../internal/partsContext';
import { useUiMessages } from '../../messages/useUiMessages';
import { part } from '../internal/createPart';
import { slotContent } from '../internal/slotContent';
import { useControllableState } from '../internal/useControllableState';
import { type AlertMessages, alertMessages } from './alertMessages';
import { useAutoClose } from './useAutoClose';

/** The spec's auto-close delay of a banner. */
const DEFAULT_TIMEOUT_MS = 5000;

interface AlertContextValue {
  readonly kind: AlertKind;
  readonly messages: AlertMessages;
  close(): void;
}

const AlertContext = createContext<AlertContextValue | null>(null);

function useAlertContext(part: string): AlertContextValue {
  return usePartsContext(AlertContext, 'Alert', part);
}

/** Props of `Alert.Root`. */
export type AlertRootProps = PartProps<'div'> & {
  /** 'success' and 'info' are announced politely (`role="status"`), 'error' at once (`role="alert"`). */
  kind: AlertKind;
  /** Whether the banner shows (controlled); `undefined` leaves it uncontrolled. */
  open?: boolean | undefined;
  /** Whether it shows at first when uncontrolled; `true` when `undefined`. */
  defaultOpen?: boolean | undefined;
  /** Hears the banner closing (its close button or the delay). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Milliseconds before it closes by itself; 5000 by default, 0 to stay until closed. */
  timeoutMs?: number | undefined;
  /** Holds the countdown (the banner also pauses itself while hovered or focused). */
  paused?: boolean | undefined;
  /** The close button's name; 'Fechar' when `undefined`. */
  closeLabel?: string | undefined;
};

const AlertRootElement = part('div', 'Alert.Root', 'vt-alert');

/**
 * One banner: `data-kind`, `data-state="open"`; closes after `timeoutMs` of time not hovered or focused
 * (WCAG 2.2.1: the shopper can hold it to read it). Renders nothing once closed.
 */
export function AlertRoot(props: AlertRootProps): ReactNode {
  const {
    kind,
    open: openProp,
    defaultOpen = true,
    onOpenChange,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    paused = false,
    closeLabel,
    asChild,
    className,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    ...rest
  } = props;
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const messages = useUiMessages('alert', alertMessages, { close: closeLabel });
  const held = paused || hovered || focused;
  useAutoClose(open, timeoutMs, held, () => setOpen(false));
  if (!open) return null;
  return (
    <AlertContext.Provider value={{ kind, messages, close: () => setOpen(false) }}>
      <AlertRootElement
        asChild={asChild}
        role={kind === 'error' ? 'alert' : 'status'}
        {...rest}
        className={className}
        data-kind={kind}
        data-state="open"
        data-paused={dataFlag(held)}
        onPointerEnter={composeEventHandlers(onPointerEnter, () => setHovered(true))}
        onPointerLeave={composeEventHandlers(onPointerLeave, () => setHovered(false))}
        onFocus={composeEventHandlers(onFocus, () => setFocused(true))}
        onBlur={composeEventHandlers(onBlur, (event: FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        })}
      />
    </AlertContext.Provider>
  );
}

/** Props of `Alert.Title`. */
export type AlertTitleProps = PartProps<'p'>;

/** The banner's main line. */
export const AlertTitle = part('p', 'Alert.Title', 'vt-alert__title');

/** Props of `Alert.Detail`. */
export type AlertDetailProps = PartProps<'p'>;

/** The banner's second line. */
export const AlertDetail = part('p', 'Alert.Detail', 'vt-alert__detail');

/** Props of `Alert.Close`. */
export type AlertCloseProps = PartProps<'button'>;

const AlertCloseElement = part('button', 'Alert.Close', 'vt-alert__close');

/** The close button ('Fechar'). */
export function AlertClose({ asChild, children, onClick, ...rest }: AlertCloseProps): ReactNode {
  const { messages, close } = useAlertContext('Close');
  return (
    <AlertCloseElement
      asChild={asChild}
      type="button"
      aria-label={messages.close}
      {...rest}
      onClick={composeEventHandlers(onClick, close)}
    >
      {slotContent(asChild, children, <span aria-hidden="true">×</span>)}
    </AlertCloseElement>
  );
}

/** Props of `Alert.Icon`. */
export type AlertIconProps = PartProps<'span'>;

const AlertIconElement = part('span', 'Alert.Icon', 'vt-alert__icon');

/** A decorative glyph per kind (✓, !, i), so the kind does not rest on colour alone. */
export function AlertIcon({ asChild, children, ...rest }: AlertIconProps): ReactNode {
  const { kind } = useAlertContext('Icon');
  const glyph = kind === 'success' ? '✓' : kind === 'error' ? '!' : 'i';
  return (
    <AlertIconElement asChild={asChild} aria-hidden="true" {...rest}>
      {slotContent(asChild, children, glyph)}
    </AlertIconElement>
  );
}

/** Props of the ready-made `<Alert />`. */
export type AlertProps = Omit<AlertRootProps, 'children' | 'asChild' | 'title'> & {
  /** The main line. */
  title: ReactNode;
  /** The second line; `undefined` for a title-only banner. */
  detail?: ReactNode | undefined;
};

function AlertDefault({ title, detail, ...props }: AlertProps): ReactNode {
  return (
    <AlertRoot {...props}>
      <AlertIcon />
      <div className="vt-alert__body">
        <AlertTitle>{title}</AlertTitle>
        {detail === undefined || detail === null || detail === '' ? null : (
          <AlertDetail>{detail}</AlertDetail>
        )}
      </div>
      <AlertClose />
    </AlertRoot>
  );
}

/**
 * A success, error or info banner that closes by itself after 5 s: `<Alert kind="success" title="…" />`, or the parts
 * `Alert.Root / .Icon / .Title / .Detail / .Close`. Use `AlertRegion` for the page's banners raised by the flows.
 */
export const Alert = Object.assign(AlertDefault, {
  Root: AlertRoot,
  Icon: AlertIcon,
  Title: AlertTitle,
  Detail: AlertDetail,
  Close: AlertClose,
});
