import { contactPhoneHref } from '@vitrine/core';
import { useCompany } from '@vitrine/hooks';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { part } from '../foundation/internal/createPart';
import { cx } from '../internal/cx';
import { useUiMessages } from '../messages/useUiMessages';
import { phoneLinkMessages } from './phoneLinkMessages';

/** Props of `PhoneLink`. */
export interface PhoneLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** The number as written ('(11) 4002-8922'); the company's `phoneContact` when `undefined`. */
  readonly phone?: string | null | undefined;
  /** The spoken prefix; 'Ligar para' when `undefined`. */
  readonly label?: string | undefined;
  /** What the link shows; the number as written when `undefined`. */
  readonly children?: ReactNode;
  /** Renders the only child (e.g. a router link) with the link's props. */
  readonly asChild?: boolean | undefined;
}

const PhoneLinkElement = part('a', 'PhoneLink.PhoneLink', 'vt-phone-link');

/**
 * The company's contact phone as a `tel:` link (spec: the mask is stripped and a leading 0 added, through
 * core's `contactPhoneHref`). A skeleton holds its place while the company loads; nothing renders when the
 * store has no phone or the company failed to load.
 */
export function PhoneLink({ phone, label, children, asChild, className, ...props }: PhoneLinkProps) {
  const text = useUiMessages('phoneLink', phoneLinkMessages, { label });
  const company = useCompany({ isPaused: () => phone !== undefined });
  const number = phone === undefined ? company.data?.phoneContact : phone;
  if (phone === undefined && company.isLoading) {
    return (
      <span aria-hidden="true" data-loading="" className={cx('vt-phone-link', 'vt-skeleton', className)} />
    );
  }
  const href = contactPhoneHref(number);
  if (!href) return null;
  return (
    <PhoneLinkElement asChild={asChild} {...props} href={href} className={className}>
      {asChild ? (
        children
      ) : (
        <>
          <span className="vt-visually-hidden">{text.label}</span> {children ?? number}
        </>
      )}
    </PhoneLinkElement>
  );
}
