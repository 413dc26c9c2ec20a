import { Slot } from 'radix-ui';
import { type ComponentPropsWithRef, createContext, type ReactNode, useContext, useId } from 'react';
import { slotContent } from '../foundation/internal/slotContent';
import { cx } from '../internal/cx';
import { useUiMessages } from '../messages/useUiMessages';
import { type B2bMessages, b2bMessages } from './b2bMessages';

interface B2bContextValue {
  readonly titleId: string;
  readonly messages: B2bMessages;
}

const B2bContext = createContext<B2bContextValue | null>(null);

function useB2bContext(part: string): B2bContextValue {
  const context = useContext(B2bContext);
  if (!context) throw new Error(`<B2b.${part}> must be used inside <B2b.Root>.`);
  return context;
}

type PartProps<E extends keyof HTMLElementTagNameMap> = ComponentPropsWithRef<E> & {
  /** Renders the single child element instead of the default one, merging props (Radix `Slot`). */
  asChild?: boolean | undefined;
};

/** Props of `B2b.Root`: the texts and the section's props. */
export type B2bRootProps = Omit<PartProps<'section'>, 'title'> & Partial<B2bMessages>;

/** The placeholder's section, named by its title. */
export function B2bRoot({ title, description, asChild, className, ...rest }: B2bRootProps): ReactNode {
  const messages = useUiMessages('b2b', b2bMessages, { title, description });
  const titleId = useId();
  const Comp = asChild ? Slot.Root : 'section';
  return (
    <B2bContext.Provider value={{ titleId, messages }}>
      <Comp aria-labelledby={titleId} {...rest} className={cx('vt-b2b', className)} />
    </B2bContext.Provider>
  );
}

/** Props of `B2b.Title`. */
export type B2bTitleProps = PartProps<'h2'>;

/** The heading ('Área B2B'). */
export function B2bTitle({ asChild, className, children, ...rest }: B2bTitleProps): ReactNode {
  const { titleId, messages } = useB2bContext('Title');
  const Comp = asChild ? Slot.Root : 'h2';
  return (
    <Comp id={titleId} {...rest} className={cx('vt-b2b__title', className)}>
      {slotContent(asChild, children, messages.title)}
    </Comp>
  );
}

/** Props of `B2b.Description`. */
export type B2bDescriptionProps = PartProps<'p'>;

/** The one-line explanation. */
export function B2bDescription({ asChild, className, children, ...rest }: B2bDescriptionProps): ReactNode {
  const { messages } = useB2bContext('Description');
  const Comp = asChild ? Slot.Root : 'p';
  return (
    <Comp {...rest} className={cx('vt-b2b__description', className)}>
      {slotContent(asChild, children, messages.description)}
    </Comp>
  );
}

/** Props of the ready-made `<B2b />`. */
export type B2bProps = Omit<B2bRootProps, 'children' | 'asChild'>;

function B2bDefault(props: B2bProps): ReactNode {
  return (
    <B2bRoot {...props}>
      <B2bTitle />
      <B2bDescription />
    </B2bRoot>
  );
}

/**
 * The b2b (company buyer) placeholder widget (spec section 1): it shows only its default text.
 * `<B2b />`, or the parts `B2b.Root / .Title / .Description`.
 */
export const B2b = Object.assign(B2bDefault, {
  Root: B2bRoot,
  Title: B2bTitle,
  Description: B2bDescription,
});
