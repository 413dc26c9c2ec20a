import type { Faq as FaqData } from '@vitrine/core';
import { Accordion } from 'radix-ui';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { headingPart, part } from '../foundation/internal/createPart';
import { SanitizedHtml } from '../foundation/SanitizedHtml/SanitizedHtml';
import { Skeleton } from '../foundation/Skeleton/Skeleton';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { faqMessages } from './faqMessages';
import { useFaqList } from './useFaqList';

/** A heading level. */
type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Props of `Faq.Root`: the `<section>` holding the heading and the questions. */
export type FaqRootProps = PartProps<'section'>;

/** The FAQ's section. */
const Root = part('section', 'Faq.Root', 'vt-faq');

/** Props of `Faq.Title`. */
export type FaqTitleProps = PartProps<'h1'> & {
  /** The heading level (default 1: the FAQ page's main heading); `asChild` for any other element. */
  readonly level?: HeadingLevel | undefined;
};

/** The FAQ's heading ('Perguntas frequentes' in the ready-made). */
const Title = headingPart<NonNullable<FaqTitleProps['level']>>('Faq.Title', 'vt-faq__title', 1);

/** Props of `Faq.List`: the accordion (Radix `Accordion`, several answers open at once) and its open trio. */
export type FaqListProps = Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'dir'> & {
  /** The open questions' values (controlled); `undefined` leaves them to the list. */
  readonly value?: string[] | undefined;
  /** The questions open at first when uncontrolled (none by default). */
  readonly defaultValue?: string[] | undefined;
  /** Hears every opening and closing, with the open questions' values. */
  readonly onValueChange?: ((value: string[]) => void) | undefined;
  /** Renders the single child element instead of the `<div>`, merging props (Radix `Slot`). */
  readonly asChild?: boolean | undefined;
};

/**
 * The questions as a WAI-ARIA accordion: each question a button in a heading (Enter or Space opens and closes its
 * answer), ↑/↓ move between questions, Home/End go to the first/last.
 */
function List({ className, ...props }: FaqListProps) {
  return <Accordion.Root {...props} type="multiple" className={cx('vt-faq__list', className)} />;
}

/** Props of `Faq.Item`: one question and its answer. */
export type FaqItemProps = ComponentPropsWithRef<typeof Accordion.Item>;

/** One question and its answer; `value` names it in the list's open values; `data-state="open|closed"`. */
function Item({ className, ...props }: FaqItemProps) {
  return <Accordion.Item {...props} className={cx('vt-faq__item', className)} />;
}

/** Props of `Faq.Heading`. */
export type FaqHeadingProps = ComponentPropsWithRef<typeof Accordion.Header> & {
  /** The heading level (default 3; the ready-made uses the title's level plus one). */
  readonly level?: HeadingLevel | undefined;
};

/** The heading holding a question's button. */
function Heading({ level, asChild, className, children, ...props }: FaqHeadingProps) {
  const classes = cx('vt-faq__heading', className);
  if (asChild || level === undefined || level === 3) {
    return (
      <Accordion.Header {...props} asChild={asChild} className={classes}>
        {children}
      </Accordion.Header>
    );
  }
  const Element = `h${level}` as const;
  return (
    <Accordion.Header {...props} asChild className={classes}>
      <Element>{children}</Element>
    </Accordion.Header>
  );
}

/** Props of `Faq.Trigger`. */
export type FaqTriggerProps = ComponentPropsWithRef<typeof Accordion.Trigger>;

/** The question: a button that opens and closes its answer (`aria-expanded`, `data-state="open|closed"`). */
function Trigger({ className, ...props }: FaqTriggerProps) {
  return <Accordion.Trigger {...props} className={cx('vt-faq__trigger', className)} />;
}

/** Props of `Faq.Answer`. */
export type FaqAnswerProps = ComponentPropsWithRef<typeof Accordion.Content> & {
  /** The answer's HTML, shown sanitized (`SanitizedHtml`); `children` when `undefined`. */
  readonly html?: string | undefined;
};

/** The answer: a region named by its question, rendered while open. */
function Answer({ html, className, children, ...props }: FaqAnswerProps) {
  return (
    <Accordion.Content {...props} className={cx('vt-faq__answer', className)}>
      {html === undefined ? children : <SanitizedHtml html={html} className="vt-faq__answer-body" />}
    </Accordion.Content>
  );
}

/** The chevron beside each question, turned while open. */
function Chevron() {
  return (
    <svg
      className="vt-faq__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Props of the ready-made `<Faq />`. */
export interface FaqProps extends Omit<FaqRootProps, 'children' | 'asChild' | 'title' | 'defaultValue'> {
  /** The heading; 'Perguntas frequentes' when `undefined`, no heading when ''. */
  readonly title?: string | undefined;
  /** The heading level (default 1); each question is one level below. */
  readonly level?: HeadingLevel | undefined;
  /** The open questions (their positions as text: '0' is the first), controlled. */
  readonly value?: string[] | undefined;
  /** The questions open at first when uncontrolled (none by default). */
  readonly defaultValue?: string[] | undefined;
  /** Hears every opening and closing, with the open questions. */
  readonly onValueChange?: ((value: string[]) => void) | undefined;
  /** The questions when the host already has them (a server loader); `undefined` reads them (`useFaq`). */
  readonly faqs?: readonly FaqData[] | undefined;
  /** How many skeleton rows hold the place while loading (default 5). */
  readonly skeletonCount?: number | undefined;
}

/**
 * The FAQ page: 'Perguntas frequentes' and the store's questions as an accordion, each answer's HTML sanitized.
 * Skeleton rows while loading; nothing when there is no question or the load fails (load errors are silent).
 */
function FaqDefault({
  title,
  level = 1,
  value,
  defaultValue,
  onValueChange,
  faqs,
  skeletonCount = 5,
  className,
  ...rootProps
}: FaqProps): ReactNode {
  const text = useUiMessages('faq', faqMessages, { title });
  const { status, entries } = useFaqList({ faqs });
  const titleId = useId();
  if (status === 'error' || status === 'empty') return null;
  const heading = text.title ? (
    <Title id={titleId} level={level}>
      {text.title}
    </Title>
  ) : null;
  const labelledBy = text.title ? titleId : undefined;
  if (status === 'loading') {
    return (
      <Root
        aria-labelledby={labelledBy}
        {...rootProps}
        className={className}
        aria-busy="true"
        data-loading=""
      >
        {heading}
        <div className="vt-faq__list">
          {Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered.
            <Skeleton key={index} className="vt-faq__skeleton" />
          ))}
        </div>
      </Root>
    );
  }
  const questionLevel = Math.min(level + 1, 6) as HeadingLevel;
  return (
    <Root aria-labelledby={labelledBy} {...rootProps} className={className}>
      {heading}
      <List value={value} defaultValue={defaultValue} onValueChange={onValueChange}>
        {entries.map((entry) => (
          <Item key={entry.value} value={entry.value}>
            <Heading level={questionLevel}>
              <Trigger>
                <span className="vt-faq__question">{entry.question}</span>
                <Chevron />
              </Trigger>
            </Heading>
            <Answer html={entry.answer} />
          </Item>
        ))}
      </List>
    </Root>
  );
}

/** The parts of the FAQ, to compose your own markup. */
export const FaqParts = { Root, Title, List, Item, Heading, Trigger, Answer };

/**
 * The FAQ: `<Faq />` ready-made, or `Faq.Root / .Title / .List / .Item / .Heading / .Trigger / .Answer` composed
 * over `useFaqList`.
 */
export const Faq = Object.assign(FaqDefault, FaqParts);

export {
  Answer as FaqAnswer,
  Heading as FaqHeading,
  Item as FaqItem,
  List as FaqList,
  Root as FaqRoot,
  Title as FaqTitle,
  Trigger as FaqTrigger,
};
