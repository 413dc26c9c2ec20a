import type { ReactNode } from 'react';
import {
  type PlaceholderPartProps,
  type PlaceholderRootProps,
  PlaceholderWidget,
} from '../internal/PlaceholderWidget';
import { assistedSaleMessages } from './assistedSaleMessages';

const widget = 'AssistedSale';
const identity = {
  widget,
  block: 'vt-assisted-sale',
  section: 'assistedSale',
  defaults: assistedSaleMessages,
} as const;

/** Props of `AssistedSale.Root`: the texts and the section's props. */
export type AssistedSaleRootProps = PlaceholderRootProps;

/** The placeholder's section, named by its title. */
export function AssistedSaleRoot(props: AssistedSaleRootProps): ReactNode {
  return <PlaceholderWidget.Root {...props} {...identity} />;
}

/** Props of `AssistedSale.Title`. */
export type AssistedSaleTitleProps = PlaceholderPartProps<'h2'>;

/** The heading ('Venda assistida'). */
export function AssistedSaleTitle(props: AssistedSaleTitleProps): ReactNode {
  return <PlaceholderWidget.Title {...props} widget={widget} />;
}

/** Props of `AssistedSale.Description`. */
export type AssistedSaleDescriptionProps = PlaceholderPartProps<'p'>;

/** The one-line explanation. */
export function AssistedSaleDescription(props: AssistedSaleDescriptionProps): ReactNode {
  return <PlaceholderWidget.Description {...props} widget={widget} />;
}

/** Props of the ready-made `<AssistedSale />`. */
export type AssistedSaleProps = Omit<AssistedSaleRootProps, 'children' | 'asChild'>;

function AssistedSaleDefault(props: AssistedSaleProps): ReactNode {
  return <PlaceholderWidget.Default {...props} {...identity} />;
}

/**
 * The assisted-sale (seller) placeholder widget: it shows only its default text.
 * `<AssistedSale />`, or the parts `AssistedSale.Root / .Title / .Description`.
 */
export const AssistedSale = Object.assign(AssistedSaleDefault, {
  Root: AssistedSaleRoot,
  Title: AssistedSaleTitle,
  Description: AssistedSaleDescription,
});
