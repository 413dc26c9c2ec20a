import { usePaymentGateways } from '@vitrine/hooks';
import { type ComponentPropsWithRef, useId, useMemo } from 'react';
import { part } from '../foundation/internal/createPart';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { type PaymentFlag, paymentFlagGroups } from './paymentFlagGroups';
import { paymentFlagsMessages } from './paymentFlagsMessages';

/** Props of `PaymentFlags.Root`. */
export type PaymentFlagsRootProps = PartProps<'div'>;

const PaymentFlagsRootElement = part('div', 'PaymentFlags.Root', 'vt-payment-flags');

/** The strip, a group named 'Formas de pagamento' unless `aria-label` says otherwise. */
export function PaymentFlagsRoot({ ...props }: PaymentFlagsRootProps) {
  const text = useUiMessages('paymentFlags', paymentFlagsMessages);
  return <PaymentFlagsRootElement role="group" aria-label={text.label} {...props} />;
}

/** Props of `PaymentFlags.Group`. */
export type PaymentFlagsGroupProps = PartProps<'div'> & {
  /** The method's name, shown above its flags and naming their list. */
  readonly title: string;
};

const PaymentFlagsGroupElement = part('div', 'PaymentFlags.Group', 'vt-payment-flags__group');

/** One payment method: its name and its list of flags (children: `PaymentFlags.Flag`s). */
export function PaymentFlagsGroup({ title, className, children, ...props }: PaymentFlagsGroupProps) {
  const titleId = useId();
  return (
    <PaymentFlagsGroupElement {...props} className={className}>
      <p id={titleId} className="vt-payment-flags__title">
        {title}
      </p>
      <ul aria-labelledby={titleId} className="vt-payment-flags__list">
        {children}
      </ul>
    </PaymentFlagsGroupElement>
  );
}

/** Props of `PaymentFlags.Flag`. */
export type PaymentFlagsFlagProps = ComponentPropsWithRef<'li'> & { readonly flag: PaymentFlag };

/** One flag: its picture (`alt` = the brand's name) or, without one, its name. */
export function PaymentFlagsFlag({ flag, className, ref, ...props }: PaymentFlagsFlagProps) {
  return (
    <li
      {...props}
      ref={ref}
      data-brand={flag.idPaymentBrand}
      className={cx('vt-payment-flags__flag', className)}
    >
      {flag.image ? (
        <img
          className="vt-payment-flags__image"
          src={flag.image}
          alt={flag.name}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="vt-payment-flags__name">{flag.name}</span>
      )}
    </li>
  );
}

/** Props of the ready-made `<PaymentFlags />`. */
export interface PaymentFlagsProps extends Omit<PaymentFlagsRootProps, 'children' | 'asChild'> {
  /** The strip's name; 'Formas de pagamento' when `undefined`. */
  readonly label?: string | undefined;
}

/**
 * The payment-method flag strip: the card brands of the card provider (gateways 17
 * and 20), boleto, PIX and the bank transfers 320–323 in order, each flag a picture with its name as `alt`.
 * Skeletons hold the place while loading; nothing renders when there is none or the load fails.
 */
export function PaymentFlags({ label, ...rootProps }: PaymentFlagsProps) {
  const text = useUiMessages('paymentFlags', paymentFlagsMessages, { label });
  const gateways = usePaymentGateways();
  const groups = useMemo(() => paymentFlagGroups(gateways.data ?? []), [gateways.data]);
  if (gateways.isLoading) {
    return (
      <div aria-busy="true" data-loading="" className="vt-payment-flags">
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className="vt-payment-flags__skeleton vt-skeleton" />
        ))}
      </div>
    );
  }
  if (groups.length === 0) return null;
  return (
    <PaymentFlagsRoot aria-label={text.label} {...rootProps}>
      {groups.map((group) => (
        <PaymentFlagsGroup key={group.kind} title={text[group.kind]} data-kind={group.kind}>
          {group.flags.map((flag) => (
            <PaymentFlagsFlag key={flag.idPaymentBrand} flag={flag} />
          ))}
        </PaymentFlagsGroup>
      ))}
    </PaymentFlagsRoot>
  );
}

PaymentFlags.Root = PaymentFlagsRoot;
PaymentFlags.Group = PaymentFlagsGroup;
PaymentFlags.Flag = PaymentFlagsFlag;
