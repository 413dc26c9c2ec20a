import type { ComponentPropsWithoutRef, Ref } from 'react';
import { part } from '../foundation/internal/createPart';
import { useUiMessages } from '../messages/useUiMessages';
import { SocialIcon } from './SocialIcon';
import { socialLinksMessages } from './socialLinksMessages';
import { socialNetworkName } from './socialNetworkName';
import { useSocialLinks } from './useSocialLinks';

/** Props of `FloatingMessagingButton`. */
export interface FloatingMessagingButtonProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** The side of the screen; the network's `position` ('ESQUERDA' → left, else right) when `undefined`. */
  readonly position?: 'left' | 'right' | undefined;
  /** The button's name; 'Fale conosco pelo {network}' when `undefined`. */
  readonly label?: string | undefined;
  /** The visually hidden new-tab hint; '(abre em uma nova aba)' when `undefined`. */
  readonly newTabHint?: string | undefined;
  /** Renders the behaviour on the single child instead (Radix `Slot`). */
  readonly asChild?: boolean | undefined;
  readonly ref?: Ref<HTMLAnchorElement> | undefined;
}

const FloatingMessagingButtonElement = part(
  'a',
  'SocialLinks.FloatingMessagingButton',
  'vt-floating-messaging',
);

/**
 * The floating chat button (WhatsApp): fixed at the bottom corner the store chose, it opens the chat with the
 * store's `contactMessage` prefilled in a new tab. Renders nothing while loading, when the store has no chat
 * channel shown, or when the list failed. `data-position="left|right"` places it.
 */
export function FloatingMessagingButton({
  position,
  label,
  newTabHint,
  asChild,
  className,
  children,
  ...props
}: FloatingMessagingButtonProps) {
  const text = useUiMessages('socialLinks', socialLinksMessages, { newTabHint });
  const { messaging } = useSocialLinks();
  if (!messaging) return null;
  const name =
    label ??
    text.messagingLabel.replace('{network}', socialNetworkName(messaging.network, text.networkNames));
  return (
    <FloatingMessagingButtonElement
      asChild={asChild}
      href={messaging.href}
      target="_blank"
      rel="noopener noreferrer"
      data-position={position ?? messaging.position}
      data-network={messaging.network.identifier.toLowerCase()}
      {...props}
      className={className}
    >
      {asChild ? (
        children
      ) : (
        <>
          {children ?? (
            <SocialIcon identifier={messaging.network.identifier} className="vt-floating-messaging__icon" />
          )}
          <span className="vt-visually-hidden">
            {name} {text.newTabHint}
          </span>
        </>
      )}
    </FloatingMessagingButtonElement>
  );
}
