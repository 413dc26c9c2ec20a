import { type Brand, routes } from '@vitrine/core';
import { useBrands } from '@vitrine/hooks';
import { useId } from 'react';
import { part } from '../foundation/internal/createPart';
import type { PartProps } from '../internal/partsContext';
import { useUiMessages } from '../messages/useUiMessages';
import { brandListMessages } from './brandListMessages';

/** Props of `BrandList.Root`: the section holding the title and the list. */
export type BrandListRootProps = PartProps<'section'>;

/** The brand list's section. */
export const BrandListRoot = part('section', 'BrandList.Root', 'vt-brand-list');

/** Props of `BrandList.Title`. */
export type BrandListTitleProps = PartProps<'h2'>;

/** The list's heading (an `h2`; `asChild` for another level). */
export const BrandListTitle = part('h2', 'BrandList.Title', 'vt-brand-list__title');

/** Props of `BrandList.List`. */
export type BrandListListProps = PartProps<'ul'>;

/** The list of brands. */
export const BrandListList = part('ul', 'BrandList.List', 'vt-brand-list__list');

/** Props of `BrandList.Item`. */
export type BrandListItemProps = PartProps<'li'>;

/** One brand. */
export const BrandListItem = part('li', 'BrandList.Item', 'vt-brand-list__item');

/** Props of `BrandList.Link`. */
export type BrandListLinkProps = PartProps<'a'> & {
  /** The brand: the link goes to its page (friendly URL plus `/m`) unless `href` says otherwise. */
  readonly brand?: Pick<Brand, 'urlFriendly'> | undefined;
};

const BrandListLinkElement = part('a', 'BrandList.Link', 'vt-brand-list__link');

/** A link to a brand's page. */
export function BrandListLink({ brand, ...props }: BrandListLinkProps) {
  return <BrandListLinkElement href={brand ? routes.brand(brand.urlFriendly) : undefined} {...props} />;
}

/** Props of the ready-made `<BrandList />`. */
export interface BrandListProps extends Omit<BrandListRootProps, 'children' | 'asChild'> {
  /** The heading; 'Compre pela Marca' when `undefined`, no heading when ''. */
  readonly title?: string | undefined;
  /** Only the featured brands (default true); false lists them all. */
  readonly onlyFeatured?: boolean | undefined;
  /** Shows the name under the logo too (thumbnail mode off); by default only logos, names for brands without one. */
  readonly showNames?: boolean | undefined;
  /** How many skeleton tiles hold the place while loading (default 6). */
  readonly skeletonCount?: number | undefined;
}

/**
 * The 'Compre pela Marca' list: the featured brands, each its logo (or its name) linking to the brand page.
 * Skeleton tiles hold the place while loading; nothing renders when there is no brand or the load fails.
 */
export function BrandList({
  title,
  onlyFeatured = true,
  showNames,
  skeletonCount = 6,
  ...rootProps
}: BrandListProps) {
  const text = useUiMessages('brandList', brandListMessages, { title });
  const titleId = useId();
  const brands = useBrands({ onlyFeatured });
  const heading = text.title ? <BrandListTitle id={titleId}>{text.title}</BrandListTitle> : null;
  const labelledBy = text.title ? titleId : undefined;
  if (brands.isLoading) {
    return (
      <BrandListRoot aria-labelledby={labelledBy} aria-busy="true" data-loading="" {...rootProps}>
        {heading}
        <div className="vt-brand-list__list">
          {Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered.
            <span key={index} className="vt-brand-list__skeleton vt-skeleton" />
          ))}
        </div>
      </BrandListRoot>
    );
  }
  if (!brands.data || brands.data.length === 0) return null;
  return (
    <BrandListRoot aria-labelledby={labelledBy} data-show-names={showNames ? '' : undefined} {...rootProps}>
      {heading}
      <BrandListList>
        {brands.data.map((brand) => (
          <BrandListItem key={brand.idBrand}>
            <BrandListLink brand={brand}>
              {brand.logo ? (
                <img
                  className="vt-brand-list__logo"
                  src={brand.logo}
                  alt={brand.name}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              {!brand.logo || showNames ? (
                <span className="vt-brand-list__name" aria-hidden={brand.logo ? true : undefined}>
                  {brand.name}
                </span>
              ) : null}
            </BrandListLink>
          </BrandListItem>
        ))}
      </BrandListList>
    </BrandListRoot>
  );
}

BrandList.Root = BrandListRoot;
BrandList.Title = BrandListTitle;
BrandList.List = BrandListList;
BrandList.Item = BrandListItem;
BrandList.Link = BrandListLink;
