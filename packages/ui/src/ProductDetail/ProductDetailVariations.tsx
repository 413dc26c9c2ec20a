import { routes } from '@vitrine/core';
import { RadioGroup } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { LazyImage } from '../foundation/LazyImage/LazyImage';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { useDetail } from './productDetailContext';
import type { ProductDetailMessages } from './productDetailMessages';
import { useTexts } from './productDetailTexts';
import { useVariationGroups, type VariationOption } from './useVariationGroups';

/** A colour swatch drawn as SVG, so the platform's colour reaches the page without an inline style. */
function Swatch({ color }: { readonly color: string }) {
  return (
    <svg className="vt-product-detail__swatch" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill={color} />
    </svg>
  );
}

/** Props of `ProductDetail.Variations`. */
export type ProductDetailVariationsProps = PartProps<'div'>;

const ProductDetailVariationsElement = part(
  'div',
  'ProductDetail.Variations',
  'vt-product-detail__variations',
);

/**
 * The variation pickers: one `ProductDetail.Reference` (a radio group) per reference of the product, in the
 * references' order. Renders nothing for a product without variations. Pass your own `Reference` parts as children
 * to arrange them.
 */
export function ProductDetailVariations({
  asChild,
  children,
  ...props
}: ProductDetailVariationsProps): ReactNode {
  const detail = useDetail('Variations');
  const groups = useVariationGroups(detail);
  if (groups.length === 0) return null;
  const references = groups.map((group) => (
    <ProductDetailReference key={group.idReference} idReference={group.idReference} />
  ));
  return (
    <ProductDetailVariationsElement asChild={asChild} {...props}>
      {asChild ? slotContent(true, children, references) : (children ?? references)}
    </ProductDetailVariationsElement>
  );
}

/** Props of `ProductDetail.Reference`. */
export type ProductDetailReferenceProps = PartProps<'div'> & {
  /** The reference (colour, size…) whose variations this group offers. */
  readonly idReference: number;
};

function optionLabel(option: VariationOption, texts: ProductDetailMessages): string {
  if (!option.exists) return texts.variationUnavailable(option.name);
  if (!option.inStock) return texts.variationSoldOut(option.name);
  return option.name;
}

const ProductDetailReferenceElement = part('div', 'ProductDetail.Reference', 'vt-product-detail__reference');

/**
 * One reference's variations as a radio group (Radix `RadioGroup`: arrow keys move and choose, Tab leaves):
 * colour swatches, images or text buttons. A variation without stock for the other choices is marked
 * `data-stock="out"` and named '… (esgotado)'; one no SKU combines with them is marked `data-unavailable` and
 * named '… (indisponível nesta combinação)'. Both stay choosable: choosing the latter rebuilds the other choices
 * from the first SKU having it. Renders nothing for an unknown reference.
 */
export function ProductDetailReference({
  idReference,
  asChild,
  className,
  children,
  ...props
}: ProductDetailReferenceProps): ReactNode {
  const detail = useDetail('Reference');
  const texts = useTexts();
  const labelId = useId();
  const group = useVariationGroups(detail).find((candidate) => candidate.idReference === idReference);
  if (!group) return null;
  const body = (
    <>
      <p className="vt-product-detail__reference-label">
        <span id={labelId}>{group.name}</span>
        {group.chosen ? (
          <span className="vt-product-detail__reference-value">: {group.chosen.name}</span>
        ) : null}
      </p>
      <RadioGroup.Root
        className="vt-product-detail__options"
        aria-labelledby={labelId}
        value={group.chosen ? String(group.chosen.idVariation) : null}
        onValueChange={(value) => detail.selectVariation(group.idReference, Number(value))}
        loop
      >
        {group.options.map((option) => (
          <RadioGroup.Item
            key={option.idVariation}
            value={String(option.idVariation)}
            className="vt-product-detail__option"
            aria-label={optionLabel(option, texts)}
            title={option.display === 'text' ? undefined : option.name}
            data-display={option.display}
            data-stock={option.inStock ? undefined : 'out'}
            data-unavailable={dataFlag(!option.exists)}
          >
            {option.display === 'color' && option.color ? <Swatch color={option.color} /> : null}
            {option.display === 'image' && option.image ? (
              <LazyImage
                className="vt-product-detail__option-image"
                src={option.image}
                alt=""
                width={32}
                height={32}
              />
            ) : null}
            {option.display === 'text' ? <span aria-hidden="true">{option.name}</span> : null}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </>
  );
  return (
    <ProductDetailReferenceElement
      asChild={asChild}
      {...props}
      className={className}
      data-display={group.display}
      data-chosen={dataFlag(group.chosen !== undefined)}
    >
      {slotContent(asChild, children, body)}
    </ProductDetailReferenceElement>
  );
}

/** Props of `ProductDetail.Grouped`. */
export type ProductDetailGroupedProps = PartProps<'nav'> & {
  /** The title; 'Outras Cores' when `undefined`. */
  readonly title?: string | undefined;
};

const ProductDetailGroupedElement = part('nav', 'ProductDetail.Grouped', 'vt-product-detail__grouped');

/**
 * The grouped products ('Outras Cores'): each sibling product of the grouping as a link to its page, drawn as a
 * colour swatch, an image or its text by the grouping's type; the product on screen is marked
 * `aria-current="page"`. Renders nothing for a product without a grouping.
 */
export function ProductDetailGrouped({
  title,
  asChild,
  className,
  children,
  ...props
}: ProductDetailGroupedProps): ReactNode {
  const { grouping, product } = useDetail('Grouped');
  const texts = useTexts({ grouped: title });
  const titleId = useId();
  if (!grouping || grouping.options.length === 0) return null;
  // The rule keeps the link data; the swatch colour and image stay on the product's own grouping entries.
  const looks = new Map((product.productGrouping?.products ?? []).map((entry) => [entry.idProduct, entry]));
  const body = (
    <>
      <h2 id={titleId} className="vt-product-detail__grouped-title">
        {texts.grouped}
      </h2>
      <ul className="vt-product-detail__grouped-list">
        {grouping.options.map((option) => {
          const look = looks.get(option.idProduct);
          const color = grouping.display === 'color' ? look?.color : undefined;
          const image = grouping.display === 'text' ? undefined : (look?.image ?? undefined);
          return (
            <li key={option.idProduct}>
              <a
                className="vt-product-detail__grouped-link"
                href={option.urlFriendly ? routes.product(option.urlFriendly) : undefined}
                aria-current={option.current ? 'page' : undefined}
                title={option.description}
                data-current={dataFlag(option.current)}
              >
                {color ? (
                  <>
                    <Swatch color={color} />
                    <span className="vt-visually-hidden">{option.description}</span>
                  </>
                ) : image ? (
                  <LazyImage
                    className="vt-product-detail__grouped-image"
                    src={image}
                    alt={option.description}
                    width={48}
                    height={48}
                  />
                ) : (
                  option.description
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
  return (
    <ProductDetailGroupedElement
      asChild={asChild}
      aria-labelledby={titleId}
      {...props}
      className={className}
      data-display={grouping.display}
    >
      {slotContent(asChild, children, body)}
    </ProductDetailGroupedElement>
  );
}
