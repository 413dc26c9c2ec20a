import { Slot } from 'radix-ui';
import { type ComponentPropsWithRef, createContext, type ReactNode, useContext, useId } from 'react';
import { slotContent } from '../foundation/internal/slotContent';
import { cx } from '../internal/cx';
import { useUiMessages } from '../messages/useUiMessages';
import { type AssistedSaleMessages, assistedSaleMessages } from './assistedSaleMessages';

interface AssistedSaleContextValue {
  readonly titleId: string;
  readonly messages: AssistedSaleMessages;
}

const AssistedSaleContext = createContext<AssistedSaleContextValue | null>(null);

function useAssistedSaleContext(part: string): AssistedSaleContextValue {
  const context = useContext(AssistedSaleContext);
  if (!context) throw new Error(`<AssistedSale.${part}> must be used inside <AssistedSale.Root>.`);
  return context;
}

type PartProps<E extends keyof HTMLElementTagNameMap> = ComponentPropsWithRef<E> & {
  /** Renders the single child element instead of the default one, merging props (Radix `Slot`). */
  asChild?: boolean | undefined;
};

/** Props of `AssistedSale.Root`: the texts and the section's props. */
export type AssistedSaleRootProps = Omit<PartProps<'section'>, 'title'> & Partial<AssistedSaleMessages>;

/** The placeholder's section, named by its title. */
export function AssistedSaleRoot({
  title,
  description,
  asChild,
  className,
  ...rest
}: AssistedSaleRootProps): ReactNode {
  const messages = useUiMessages('assistedSale', assistedSaleMessages, { title, description });
  const titleId = useId();
  const Comp = asChild ? Slot.Root : 'section';
  return (
    <AssistedSaleContext.Provider value={{ titleId, messages }}>
      <Comp aria-labelledby={titleId} {...rest} className={cx('vt-assisted-sale', className)} />
    </AssistedSaleContext.Provider>
  );
}

/** Props of `AssistedSale.Title`. */
export type AssistedSaleTitleProps = PartProps<'h2'>;

/** The heading ('Venda assistida'). */
export function AssistedSaleTitle({
  asChild,
  className,
  children,
  ...rest
}: AssistedSaleTitleProps): ReactNode {
  const { titleId, messages } = useAssistedSaleContext('Title');
  const Comp = asChild ? Slot.Root : 'h2';
  return (
    <Comp id={titleId} {...rest} className={cx('vt-assisted-sale__title', className)}>
      {slotContent(asChild, children, messages.title)}
    </Comp>
  );
}

/** Props of `AssistedSale.Description`. */
export type AssistedSaleDescriptionProps = PartProps<'p'>;

/** The one-line explanation. */
export function AssistedSaleDescription({
  asChild,
  className,
  children,
  ...rest
}: AssistedSaleDescriptionProps): ReactNode {
  const { messages } = useAssistedSaleContext('Description');
  const Comp = asChild ? Slot.Root : 'p';
  return (
    <Comp {...rest} className={cx('vt-assisted-sale__description', className)}>
      {slotContent(asChild, children, messages.description)}
    </Comp>
  );
}

/** Props of the ready-made `<AssistedSale />`. */
export type AssistedSaleProps = Omit<AssistedSaleRootProps, 'children' | 'asChild'>;

function AssistedSaleDefault(props: AssistedSaleProps): ReactNode {
  return (
    <AssistedSaleRoot {...props}>
      <AssistedSaleTitle />
      <AssistedSaleDescription />
    </AssistedSaleRoot>
  );
}

/**
 * The assisted-sale (seller) placeholder widget (spec section 1): it shows only its default text.
 * `<AssistedSale />`, or the parts `AssistedSale.Root / .Title / .Description`.
 */
export const AssistedSale = Object.assign(AssistedSaleDefault, {
  Root: AssistedSaleRoot,
  Title: AssistedSaleTitle,
  Description: AssistedSaleDescription,
});
