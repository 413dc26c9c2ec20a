import { Slot } from 'radix-ui';
import { Fragment, type ReactNode } from 'react';

/**
 * The children of a part that computes its own content: with `asChild`, the consumer's element (in `children`)
 * becomes the part's element and the computed `content` is rendered inside it, after the element's own children.
 * Without `asChild` the part renders `content` alone.
 */
export function slotContent(
  asChild: boolean | undefined,
  children: ReactNode,
  content: ReactNode,
): ReactNode {
  if (!asChild) return content;
  return [
    <Slot.Slottable key="slottable">{children}</Slot.Slottable>,
    <Fragment key="content">{content}</Fragment>,
  ];
}
