import type { ReactNode } from 'react';
import {
  type PlaceholderPartProps,
  type PlaceholderRootProps,
  PlaceholderWidget,
} from '../internal/PlaceholderWidget';
import { b2bMessages } from './b2bMessages';

const widget = 'B2b';
const identity = { widget, block: 'vt-b2b', section: 'b2b', defaults: b2bMessages } as const;

/** Props of `B2b.Root`: the texts and the section's props. */
export type B2bRootProps = PlaceholderRootProps;

/** The placeholder's section, named by its title. */
export function B2bRoot(props: B2bRootProps): ReactNode {
  return <PlaceholderWidget.Root {...props} {...identity} />;
}

/** Props of `B2b.Title`. */
export type B2bTitleProps = PlaceholderPartProps<'h2'>;

/** The heading ('Área B2B'). */
export function B2bTitle(props: B2bTitleProps): ReactNode {
  return <PlaceholderWidget.Title {...props} widget={widget} />;
}

/** Props of `B2b.Description`. */
export type B2bDescriptionProps = PlaceholderPartProps<'p'>;

/** The one-line explanation. */
export function B2bDescription(props: B2bDescriptionProps): ReactNode {
  return <PlaceholderWidget.Description {...props} widget={widget} />;
}

/** Props of the ready-made `<B2b />`. */
export type B2bProps = Omit<B2bRootProps, 'children' | 'asChild'>;

function B2bDefault(props: B2bProps): ReactNode {
  return <PlaceholderWidget.Default {...props} {...identity} />;
}

/**
 * The b2b (company buyer) placeholder widget: it shows only its default text.
 * `<B2b />`, or the parts `B2b.Root / .Title / .Description`.
 */
export const B2b = Object.assign(B2bDefault, {
  Root: B2bRoot,
  Title: B2bTitle,
  Description: B2bDescription,
});
