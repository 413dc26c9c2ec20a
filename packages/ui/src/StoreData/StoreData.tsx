import { useCompany } from '@vitrine/hooks';
import type { ReactNode } from 'react';
import { part } from '../foundation/internal/createPart';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { PhoneLink } from '../PhoneLink/PhoneLink';
import { storeDataFields } from './storeDataFields';
import { storeDataMessages } from './storeDataMessages';

/** Props of `StoreData.Root`: the `<address>` block of the footer. */
export type StoreDataRootProps = PartProps<'address'>;

const StoreDataRootElement = part('address', 'StoreData.Root', 'vt-store-data');

/** The store's contact block (an `<address>`, the element for contact information). */
export function StoreDataRoot({ ...props }: StoreDataRootProps) {
  const text = useUiMessages('storeData', storeDataMessages);
  return <StoreDataRootElement aria-label={text.label} {...props} />;
}

/** Props of `StoreData.Name`. */
export type StoreDataNameProps = PartProps<'strong'>;

/** The store's name. */
export const StoreDataName = part('strong', 'StoreData.Name', 'vt-store-data__name');

/** Props of `StoreData.Line`. */
export type StoreDataLineProps = PartProps<'p'> & {
  /** The line's label ('CNPJ:'), shown before its value; `undefined` for none. */
  readonly label?: ReactNode;
  /** Which field the line holds, for CSS (`data-field`). */
  readonly field?: string | undefined;
};

const StoreDataLineElement = part('p', 'StoreData.Line', 'vt-store-data__line');

/** One line of the block, with an optional label. */
export function StoreDataLine({ asChild, label, field, className, children, ...props }: StoreDataLineProps) {
  return (
    <StoreDataLineElement asChild={asChild} {...props} data-field={field} className={className}>
      {asChild ? (
        children
      ) : (
        <>
          {label ? <span className="vt-store-data__label">{label}</span> : null} {children}
        </>
      )}
    </StoreDataLineElement>
  );
}

/** Props of the ready-made `<StoreData />`. */
export interface StoreDataProps extends Omit<StoreDataRootProps, 'children' | 'asChild'> {
  /** Texts replacing the labels; `undefined` keeps 'Telefone:', 'E-mail:', 'CNPJ:', 'Endereço:'. */
  readonly phoneLabel?: string | undefined;
  readonly emailLabel?: string | undefined;
  readonly documentLabel?: string | undefined;
  readonly addressLabel?: string | undefined;
}

/**
 * The footer's store-data block: store name, fantasy name, document, address, the contact phone (a `tel:` link),
 * the e-mail (a `mailto:` link) and the complement text, each line only when the store has it. Skeleton lines
 * hold the place while the company loads; nothing renders when it fails (the spec ignores load errors).
 */
export function StoreData({
  phoneLabel,
  emailLabel,
  documentLabel,
  addressLabel,
  ...rootProps
}: StoreDataProps) {
  const text = useUiMessages('storeData', storeDataMessages, {
    phone: phoneLabel,
    email: emailLabel,
    document: documentLabel,
    address: addressLabel,
  });
  const company = useCompany();
  if (company.isLoading) {
    return (
      <StoreDataRoot aria-busy="true" data-loading="" {...rootProps}>
        {[0, 1, 2, 3].map((line) => (
          <span key={line} className="vt-store-data__skeleton vt-skeleton" />
        ))}
      </StoreDataRoot>
    );
  }
  if (!company.data) return null;
  const fields = storeDataFields(company.data);
  return (
    <StoreDataRoot {...rootProps}>
      <StoreDataName>{fields.nameStore}</StoreDataName>
      {fields.fantasyName ? <StoreDataLine field="fantasyName">{fields.fantasyName}</StoreDataLine> : null}
      {fields.document ? (
        <StoreDataLine field="document" label={text.document}>
          {fields.document}
        </StoreDataLine>
      ) : null}
      {fields.address ? (
        <StoreDataLine field="address" label={text.address}>
          {fields.address}
        </StoreDataLine>
      ) : null}
      {fields.phone ? (
        <StoreDataLine field="phone" label={text.phone}>
          <PhoneLink phone={fields.phone} />
        </StoreDataLine>
      ) : null}
      {fields.email ? (
        <StoreDataLine field="email" label={text.email}>
          <a className="vt-store-data__email" href={`mailto:${fields.email}`}>
            {fields.email}
          </a>
        </StoreDataLine>
      ) : null}
      {fields.complementText ? (
        <StoreDataLine field="complementText">{fields.complementText}</StoreDataLine>
      ) : null}
    </StoreDataRoot>
  );
}

StoreData.Root = StoreDataRoot;
StoreData.Name = StoreDataName;
StoreData.Line = StoreDataLine;
