import type { Breadcrumb } from '@vitrine/core';
import type { ReactNode } from 'react';
import { part } from '../foundation/internal/createPart';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { breadcrumbsMessages } from './breadcrumbsMessages';
import { relabelHome } from './relabelHome';
import { type BreadcrumbPage, useBreadcrumbTrail } from './useBreadcrumbTrail';

/** Props every part shares: `asChild` renders the consumer's element with the part's props merged in. */
/** Props of `Breadcrumbs.Root`: the `<nav>` landmark. */
export type BreadcrumbsRootProps = PartProps<'nav'>;

const BreadcrumbsRootElement = part('nav', 'Breadcrumbs.Root', 'vt-breadcrumbs');

/** The navigation landmark, named 'Trilha de navegação' unless `aria-label` says otherwise. */
export function BreadcrumbsRoot({ ...props }: BreadcrumbsRootProps) {
  const text = useUiMessages('breadcrumbs', breadcrumbsMessages);
  return <BreadcrumbsRootElement aria-label={text.label} {...props} />;
}

/** Props of `Breadcrumbs.List`: the ordered list of links. */
export type BreadcrumbsListProps = PartProps<'ol'>;

/** The ordered list of the trail. */
export const BreadcrumbsList = part('ol', 'Breadcrumbs.List', 'vt-breadcrumbs__list');

/** Props of `Breadcrumbs.Item`: one step of the trail. */
export type BreadcrumbsItemProps = PartProps<'li'>;

/** One step of the trail. */
export const BreadcrumbsItem = part('li', 'Breadcrumbs.Item', 'vt-breadcrumbs__item');

/** Props of `Breadcrumbs.Link`. */
export type BreadcrumbsLinkProps = PartProps<'a'> & {
  /** The current page: rendered without a link and marked `aria-current="page"`. */
  readonly current?: boolean | undefined;
};

/** A link of the trail; the current page is marked `aria-current="page"` and `data-current`. */
export const BreadcrumbsLink = part<'a', Pick<BreadcrumbsLinkProps, 'current' | 'href'>>(
  'a',
  'Breadcrumbs.Link',
  'vt-breadcrumbs__link',
  {
    own: ['current', 'href'],
    useProps: ({ current, href }) => ({
      href: current ? undefined : href,
      'aria-current': current ? 'page' : undefined,
      'data-current': dataFlag(current),
    }),
  },
);

/** Props of `Breadcrumbs.Separator`. */
export type BreadcrumbsSeparatorProps = PartProps<'span'>;

const BreadcrumbsSeparatorElement = part('span', 'Breadcrumbs.Separator', 'vt-breadcrumbs__separator');

/** The decorative mark between steps, hidden from assistive technology (the list already orders them). */
export function BreadcrumbsSeparator({ children, ...props }: BreadcrumbsSeparatorProps) {
  return (
    <BreadcrumbsSeparatorElement aria-hidden="true" {...props}>
      {children ?? '›'}
    </BreadcrumbsSeparatorElement>
  );
}

/** Props of the ready-made `<Breadcrumbs />`. */
export interface BreadcrumbsProps extends Omit<BreadcrumbsRootProps, 'children' | 'asChild'> {
  /** The page the trail is built for; `undefined` while the page itself loads (a skeleton shows). */
  readonly page?: BreadcrumbPage | undefined;
  /** A ready trail (e.g. from core's builders); wins over `page`. */
  readonly items?: readonly Breadcrumb[] | undefined;
  /** The label of the home link; 'Home' when `undefined`. */
  readonly homeLabel?: string | undefined;
  /** The separator between steps; '›' when `undefined`. */
  readonly separator?: ReactNode;
}

/**
 * The breadcrumb trail of a category, brand, group, search, customer or product page: a `<nav>` with an
 * ordered list, Home first and the current page last (`aria-current="page"`, not a link).
 */
export function Breadcrumbs({ page, items, homeLabel, separator, ...rootProps }: BreadcrumbsProps) {
  const text = useUiMessages('breadcrumbs', breadcrumbsMessages, { home: homeLabel });
  const trail = useBreadcrumbTrail(items ? null : page, text.home);
  const shown = relabelHome(items ?? trail.items, text.home);
  const isLoading = !items && trail.isLoading;
  return (
    <BreadcrumbsRoot
      aria-busy={isLoading || undefined}
      data-loading={dataFlag(isLoading)}
      data-error={dataFlag(!items && trail.hasError)}
      {...rootProps}
    >
      {isLoading ? (
        <span className="vt-breadcrumbs__skeleton vt-skeleton" />
      ) : (
        <BreadcrumbsList>
          {shown.map((crumb, index) => {
            // A lone Home link (the tree failed to load) is not the current page.
            const current = index === shown.length - 1 && shown.length > 1;
            return (
              <BreadcrumbsItem key={`${crumb.href ?? ''}|${crumb.label}`}>
                {index > 0 ? <BreadcrumbsSeparator>{separator}</BreadcrumbsSeparator> : null}
                <BreadcrumbsLink href={crumb.href} current={current}>
                  {crumb.label}
                </BreadcrumbsLink>
              </BreadcrumbsItem>
            );
          })}
        </BreadcrumbsList>
      )}
    </BreadcrumbsRoot>
  );
}

Breadcrumbs.Root = BreadcrumbsRoot;
Breadcrumbs.List = BreadcrumbsList;
Breadcrumbs.Item = BreadcrumbsItem;
Breadcrumbs.Link = BreadcrumbsLink;
Breadcrumbs.Separator = BreadcrumbsSeparator;
