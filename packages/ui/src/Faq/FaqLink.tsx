import { routes } from '@vitrine/core';
import { Slot } from 'radix-ui';
import type { ReactNode } from 'react';
import { slotContent } from '../foundation/internal/slotContent';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { faqMessages } from './faqMessages';
import { useFaqList } from './useFaqList';

/** Props of `FaqLink`. */
export type FaqLinkProps = PartProps<'a'> & {
  /** The link's text; 'Perguntas frequentes' when `undefined`. With `asChild` it goes after the child's own content. */
  readonly label?: string | undefined;
};

/**
 * The link to the FAQ page ('/perguntas-frequentes'), rendered only when the store has questions: nothing while
 * they load, when there is none, or when the list fails. `asChild` puts it on your router's link.
 */
export function FaqLink({ asChild, label, className, children, ref, ...props }: FaqLinkProps): ReactNode {
  const text = useUiMessages('faq', faqMessages, { link: label });
  const { status } = useFaqList();
  if (status !== 'ready') return null;
  const Element = asChild ? Slot.Root : 'a';
  return (
    <Element href={routes.faq} {...props} ref={ref} className={cx('vt-faq-link', className)}>
      {asChild ? slotContent(true, children, text.link) : (children ?? text.link)}
    </Element>
  );
}
