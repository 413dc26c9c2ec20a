import { routes } from '@vitrine/core';
import type { ReactNode } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { faqMessages } from './faqMessages';
import { useFaqList } from './useFaqList';

/** Props of `FaqLink`. */
export type FaqLinkProps = PartProps<'a'> & {
  /** The link's text; 'Perguntas frequentes' when `undefined`. With `asChild` it goes after the child's own content. */
  readonly label?: string | undefined;
};

const FaqLinkElement = part('a', 'Faq.Link', 'vt-faq-link');

/**
 * The link to the FAQ page ('/perguntas-frequentes'), rendered only when the store has questions: nothing while
 * they load, when there is none, or when the list fails. `asChild` puts it on your router's link.
 */
export function FaqLink({ asChild, label, children, ...props }: FaqLinkProps): ReactNode {
  const text = useUiMessages('faq', faqMessages, { link: label });
  const { status } = useFaqList();
  if (status !== 'ready') return null;
  return (
    <FaqLinkElement asChild={asChild} href={routes.faq} {...props}>
      {asChild ? slotContent(true, children, text.link) : (children ?? text.link)}
    </FaqLinkElement>
  );
}
