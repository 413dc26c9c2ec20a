import type { Alert as AlertData } from '@vitrine/core';
import { useAlerts } from '@vitrine/hooks';
import { type ComponentPropsWithRef, type FocusEvent, type ReactNode, useRef, useState } from 'react';
import { composeEventHandlers } from '../../internal/composeEventHandlers';
import { dataFlag } from '../../internal/dataAttributes';
import { part } from '../internal/createPart';
import { Alert } from './Alert';

/** Props of `AlertRegion`. */
export type AlertRegionProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** Where the banners stack; 'top' (default) or 'bottom' of the viewport (`data-position`). */
  position?: 'top' | 'bottom' | undefined;
  /** The close button's name; 'Fechar' (or the provider's `ui.alert.close`) when `undefined`. */
  closeLabel?: string | undefined;
  /** Renders the single child element instead of the `<div>`, merging props (Radix `Slot`). */
  asChild?: boolean | undefined;
  /** Only with `asChild`: the element to render. */
  children?: ReactNode;
};

const bySerial = (a: AlertData, b: AlertData) => a.serial - b.serial;

const AlertRegionElement = part('div', 'Alert.Region', 'vt-alert-region');

/**
 * The page's banners: every alert the flows publish on the provider's bus (`useAlerts()`), newest last. Banners
 * close after their own delay (5 s by default, 10 s for cart limits) or with 'Fechar'. While the pointer or focus
 * is in the region, no banner closes by itself: one whose delay ran out meanwhile stays, and gets its full delay
 * again once the shopper leaves.
 */
export function AlertRegion({
  position = 'top',
  closeLabel,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...rest
}: AlertRegionProps): ReactNode {
  const { alerts, dismiss } = useAlerts();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  // Banners the machine let expire while the region was held: shown until their own (paused) timer ends.
  const [retained, setRetained] = useState<readonly AlertData[]>([]);
  const [previous, setPrevious] = useState(alerts);
  const dismissed = useRef(new Set<string>());

  if (previous !== alerts) {
    // Derived during render (React's "adjust state on prop change"), so an expired banner never flickers out.
    const expired = previous.filter(
      (old) => !alerts.some((alert) => alert.id === old.id) && !dismissed.current.has(old.id),
    );
    setRetained((kept) => [
      ...kept.filter((old) => !alerts.some((alert) => alert.id === old.id)),
      ...(held ? expired.filter((old) => !kept.some((k) => k.id === old.id)) : []),
    ]);
    setPrevious(alerts);
  }

  const shown = [
    ...alerts.map((alert) => ({ alert, retained: false })),
    ...retained
      .filter((old) => !alerts.some((alert) => alert.id === old.id))
      .map((alert) => ({ alert, retained: true })),
  ].sort((a, b) => bySerial(a.alert, b.alert));
  return (
    <AlertRegionElement
      {...rest}
      data-position={position}
      data-paused={dataFlag(held)}
      onPointerEnter={composeEventHandlers(onPointerEnter, () => setHovered(true))}
      onPointerLeave={composeEventHandlers(onPointerLeave, () => setHovered(false))}
      onFocus={composeEventHandlers(onFocus, () => setFocused(true))}
      onBlur={composeEventHandlers(onBlur, (event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      })}
    >
      {shown.map(({ alert, retained: isRetained }) => (
        <Alert
          key={`${alert.id}:${alert.serial}`}
          kind={alert.kind}
          title={alert.title}
          detail={alert.detail}
          closeLabel={closeLabel}
          // Live banners are timed by the alerts machine; retained ones by their own pausable timer.
          timeoutMs={isRetained ? alert.timeoutMs : 0}
          paused={held}
          open
          onOpenChange={(open) => {
            if (open) return;
            if (isRetained) {
              setRetained((kept) => kept.filter((old) => old.id !== alert.id));
            } else {
              dismissed.current.add(alert.id);
              dismiss(alert.id);
            }
          }}
        />
      ))}
    </AlertRegionElement>
  );
}
