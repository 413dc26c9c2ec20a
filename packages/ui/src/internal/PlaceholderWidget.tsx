import { Slot } from 'radix-ui';
import { type ComponentPropsWithRef, createContext, type ReactNode, useContext, useId } from 'react';
import { slotContent } from '../foundation/internal/slotContent';
import type { UiMessages } from '../messages/UiMessages';
import { useUiMessages } from '../messages/useUiMessages';
import { cx } from './cx';

/** The texts every placeholder widget shows: a heading and a one-line explanation. */
export interface PlaceholderWidgetMessages {
  /** The heading. */
  title: string;
  /** The one-line explanation under it. */
  description: string;
}

/** The messages sections whose texts fit a placeholder widget (`assistedSale`, `b2b`, …). */
export type PlaceholderSection = {
  [K in keyof UiMessages]: UiMessages[K] extends PlaceholderWidgetMessages ? K : never;
}[keyof UiMessages];

/** Props shared by every part of a placeholder widget, rendering `E` by default. */
export type PlaceholderPartProps<E extends keyof HTMLElementTagNameMap> = ComponentPropsWithRef<E> & {
  /** Renders the single child element instead of the default one, merging props (Radix `Slot`). */
  asChild?: boolean | undefined;
};

/** Props of a placeholder widget's public `Root`: its texts and the section's props. */
export type PlaceholderRootProps = Omit<PlaceholderPartProps<'section'>, 'title'> &
  Partial<PlaceholderWidgetMessages>;

/** Which widget a shared part renders for: its public name (for misuse errors) and texts. */
interface PlaceholderIdentity {
  /** The widget's public name, e.g. 'AssistedSale', used in misuse errors. */
  readonly widget: string;
}

/** The widget's CSS block and messages, given once to `Root`. */
interface PlaceholderRootIdentity<K extends PlaceholderSection> extends PlaceholderIdentity {
  /** The BEM block of its class names (`vt-b2b`, `vt-b2b__title`, …). */
  readonly block: string;
  /** The provider's messages section that rewords it (`ui.b2b`). */
  readonly section: K;
  /** Its pt-BR default texts. */
  readonly defaults: UiMessages[K];
}

interface PlaceholderContextValue {
  readonly widget: string;
  readonly block: string;
  readonly titleId: string;
  readonly messages: PlaceholderWidgetMessages;
}

const PlaceholderContext = createContext<PlaceholderContextValue | null>(null);

// Each widget's parts check the Root's widget name, so an AssistedSale part inside a B2b Root is refused
// instead of silently showing the other widget's texts.
function usePlaceholderContext(widget: string, part: string): PlaceholderContextValue {
  const context = useContext(PlaceholderContext);
  if (context?.widget !== widget)
    throw new Error(`<${widget}.${part}> must be used inside <${widget}.Root>.`);
  return context;
}

function PlaceholderRoot<K extends PlaceholderSection>({
  widget,
  block,
  section,
  defaults,
  title,
  description,
  asChild,
  className,
  ...rest
}: PlaceholderRootProps & PlaceholderRootIdentity<K>): ReactNode {
  const texts = { title, description } as { readonly [P in keyof UiMessages[K]]?: UiMessages[K][P] };
  const messages: PlaceholderWidgetMessages = useUiMessages(section, defaults, texts);
  const titleId = useId();
  const Comp = asChild ? Slot.Root : 'section';
  return (
    <PlaceholderContext.Provider value={{ widget, block, titleId, messages }}>
      <Comp aria-labelledby={titleId} {...rest} className={cx(block, className)} />
    </PlaceholderContext.Provider>
  );
}

function PlaceholderTitle({
  widget,
  asChild,
  className,
  children,
  ...rest
}: PlaceholderPartProps<'h2'> & PlaceholderIdentity): ReactNode {
  const { block, titleId, messages } = usePlaceholderContext(widget, 'Title');
  const Comp = asChild ? Slot.Root : 'h2';
  return (
    <Comp id={titleId} {...rest} className={cx(`${block}__title`, className)}>
      {slotContent(asChild, children, messages.title)}
    </Comp>
  );
}

function PlaceholderDescription({
  widget,
  asChild,
  className,
  children,
  ...rest
}: PlaceholderPartProps<'p'> & PlaceholderIdentity): ReactNode {
  const { block, messages } = usePlaceholderContext(widget, 'Description');
  const Comp = asChild ? Slot.Root : 'p';
  return (
    <Comp {...rest} className={cx(`${block}__description`, className)}>
      {slotContent(asChild, children, messages.description)}
    </Comp>
  );
}

function PlaceholderDefault<K extends PlaceholderSection>(
  props: Omit<PlaceholderRootProps, 'children' | 'asChild'> & PlaceholderRootIdentity<K>,
): ReactNode {
  return (
    <PlaceholderRoot {...props}>
      <PlaceholderTitle widget={props.widget} />
      <PlaceholderDescription widget={props.widget} />
    </PlaceholderRoot>
  );
}

/**
 * The shared structure of the placeholder widgets (they show only their default text): a
 * section named by its heading, with a one-line explanation. Each widget wraps these parts with its own name,
 * CSS block and messages section; `Root` and `Default` take all three, `Title` and `Description` the name.
 */
export const PlaceholderWidget = {
  Root: PlaceholderRoot,
  Title: PlaceholderTitle,
  Description: PlaceholderDescription,
  Default: PlaceholderDefault,
};
