import type { InstitutionalPage } from '@vitrine/core';
import { useInstitutionalPages } from '@vitrine/hooks';
import type { ReactNode } from 'react';
import { headingPart, part } from '../foundation/internal/createPart';
import { Skeleton } from '../foundation/Skeleton/Skeleton';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import type { InstitutionalPageHeadingLevel } from './InstitutionalPage';
import { institutionalPageMessages } from './institutionalPageMessages';
import { type InstitutionalEntry, institutionalEntries } from './institutionalPageRules';

/** Props of `InstitutionalLinks.Root`: a `<nav>` named 'Links institucionais' unless `aria-label` says otherwise. */
export type InstitutionalLinksRootProps = PartProps<'nav'>;

const RootElement = part('nav', 'InstitutionalPage.Root', 'vt-institutional-links');

/** The links' navigation landmark. */
function Root({ ...props }: InstitutionalLinksRootProps) {
  const text = useUiMessages('institutionalPage', institutionalPageMessages);
  return <RootElement aria-label={text.linksLabel} {...props} />;
}

/** Props of `InstitutionalLinks.Group`: one page's links (a footer column). */
export type InstitutionalLinksGroupProps = PartProps<'div'>;

/** One page's heading and links. */
const Group = part('div', 'InstitutionalPage.Group', 'vt-institutional-links__group');

/** Props of `InstitutionalLinks.Heading`. */
export type InstitutionalLinksHeadingProps = PartProps<'h2'> & {
  /** The heading level (default 2); `asChild` for any other element. */
  readonly level?: InstitutionalPageHeadingLevel | undefined;
};

/** A page's name over its links. */
const Heading = headingPart<NonNullable<InstitutionalLinksHeadingProps['level']>>(
  'InstitutionalPage.Heading',
  'vt-institutional-links__heading',
  2,
);

/** Props of `InstitutionalLinks.List`. */
export type InstitutionalLinksListProps = PartProps<'ul'>;

/** A page's list of links. */
const List = part('ul', 'InstitutionalPage.List', 'vt-institutional-links__list');

/** Props of `InstitutionalLinks.Item`. */
export type InstitutionalLinksItemProps = PartProps<'li'>;

/** One link's list item. */
const Item = part('li', 'InstitutionalPage.Item', 'vt-institutional-links__item');

/** Props of `InstitutionalLinks.Link`. */
export type InstitutionalLinksLinkProps = PartProps<'a'> & {
  /** The content linked to: sets `href` (`/institucional/{page}/{content}`) unless `href` says otherwise. */
  readonly entry?: Pick<InstitutionalEntry, 'href'> | undefined;
  /** The address of the page being shown: the matching link gets `aria-current="page"`. */
  readonly current?: string | undefined;
};

const LinkElement = part('a', 'InstitutionalPage.Link', 'vt-institutional-links__link');

/** A link to an institutional content. */
function Link({ asChild, entry, current, className, ref, ...props }: InstitutionalLinksLinkProps) {
  const href = props.href ?? entry?.href;
  return (
    <LinkElement
      asChild={asChild}
      href={href}
      aria-current={current !== undefined && current === href ? 'page' : undefined}
      {...props}
      ref={ref}
      className={className}
    />
  );
}

/** Props of the ready-made `<InstitutionalLinks />`. */
export interface InstitutionalLinksProps extends Omit<InstitutionalLinksRootProps, 'children' | 'asChild'> {
  /** The landmark's name; 'Links institucionais' when `undefined`. */
  readonly label?: string | undefined;
  /** Only the pages of this footer column (`order` 1 or 2); every page when `undefined`. */
  readonly order?: number | undefined;
  /** Shows each page's name over its links (default true). */
  readonly showHeadings?: boolean | undefined;
  /** The page names' heading level (default 2). */
  readonly level?: InstitutionalPageHeadingLevel | undefined;
  /** The address of the page being shown: its link gets `aria-current="page"`. */
  readonly current?: string | undefined;
  /** The pages when the host already has them; `undefined` reads them (`useInstitutionalPages`). */
  readonly pages?: readonly InstitutionalPage[] | undefined;
  /** How many skeleton lines hold the place while loading (default 4). */
  readonly skeletonCount?: number | undefined;
}

/**
 * The institutional pages' contents as links (`/institucional/{idCustomPage}/{idCustomPageContent}`), grouped
 * under each page's name: the footer's columns. Skeleton lines while loading; nothing when the store has no
 * content or the load fails (load errors are silent).
 */
function InstitutionalLinksDefault({
  label,
  order,
  showHeadings = true,
  level,
  current,
  pages,
  skeletonCount = 4,
  className,
  ...rootProps
}: InstitutionalLinksProps): ReactNode {
  const text = useUiMessages('institutionalPage', institutionalPageMessages, { linksLabel: label });
  const query = useInstitutionalPages(pages ? { fallbackData: [...pages] } : undefined);
  if (query.data === undefined) {
    if (!query.isLoading) return null;
    return (
      <div className={cx('vt-institutional-links', className)} data-loading="" aria-hidden="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered.
          <Skeleton key={index} className="vt-institutional-links__skeleton" shape="text" width="8rem" />
        ))}
      </div>
    );
  }
  const entries = institutionalEntries(query.data, order);
  if (entries.length === 0) return null;
  const groups = new Map<number, InstitutionalEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.page.idCustomPage);
    if (group) group.push(entry);
    else groups.set(entry.page.idCustomPage, [entry]);
  }
  return (
    <Root {...rootProps} aria-label={text.linksLabel} className={className}>
      {[...groups.values()].map((group) => {
        const page = group[0]?.page;
        if (!page) return null;
        return (
          <Group key={page.idCustomPage} data-order={page.order}>
            {showHeadings ? <Heading level={level}>{page.name}</Heading> : null}
            <List>
              {group.map((entry) => (
                <Item key={entry.content.idCustomPageContent}>
                  <Link entry={entry} current={current}>
                    {entry.content.name}
                  </Link>
                </Item>
              ))}
            </List>
          </Group>
        );
      })}
    </Root>
  );
}

/** The parts of the institutional links, to compose your own markup. */
export const InstitutionalLinksParts = { Root, Group, Heading, List, Item, Link };

/**
 * The institutional links: `<InstitutionalLinks />` ready-made, or `InstitutionalLinks.Root / .Group / .Heading /
 * .List / .Item / .Link` composed over `institutionalEntries(pages)`.
 */
export const InstitutionalLinks = Object.assign(InstitutionalLinksDefault, InstitutionalLinksParts);

export {
  Group as InstitutionalLinksGroup,
  Heading as InstitutionalLinksHeading,
  Item as InstitutionalLinksItem,
  Link as InstitutionalLinksLink,
  List as InstitutionalLinksList,
  Root as InstitutionalLinksRoot,
};
