import type { Product } from '@vitrine/core';
import { truncateName } from '@vitrine/core';
import type { ReactNode } from 'react';
import { Price } from '../foundation/Price/Price';
import type { SearchBoxBehaviour } from './useSearchBoxBehaviour';

/** Props of `SearchBoxSuggestions`. */
export interface SearchBoxSuggestionsProps {
  /** Product names are cut at this many characters with an ellipsis. */
  readonly nameMaxLength: number;
  /** Draws a product option's content; image, name and price when `undefined`. */
  readonly renderProduct: ((product: Product) => ReactNode) | undefined;
  /** The flow and texts of the box (`SearchBox`'s context). */
  readonly box: Pick<SearchBoxBehaviour, 'flow' | 'text'>;
  /** `SearchBox.Option`, passed in: this module loads on demand from `SearchBox`, so it does not import it back. */
  readonly Option: (props: { readonly index: number; readonly children: ReactNode }) => ReactNode;
}

/**
 * The ready-made box's options (products with image, name and price, then 'view all'). `SearchBox` loads this
 * module when the field is first focused or suggestions first arrive, so a page that never searches never
 * downloads it.
 */
export function SearchBoxSuggestions({
  nameMaxLength,
  renderProduct,
  box,
  Option,
}: SearchBoxSuggestionsProps) {
  const { flow, text } = box;
  return (
    <>
      {flow.options.map((option, index) => (
        <Option key={option.href} index={index}>
          {option.kind === 'viewAll' ? (
            <span className="vt-search-box__view-all">{text.viewAll}</span>
          ) : renderProduct ? (
            renderProduct(option.product)
          ) : (
            <>
              {option.product.imageHome ? (
                <img
                  className="vt-search-box__image"
                  src={option.product.imageHome}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="vt-search-box__image" aria-hidden="true" />
              )}
              <span className="vt-search-box__name">{truncateName(option.product.name, nameMaxLength)}</span>
              <Price product={option.product} showDiscount={false} className="vt-search-box__price" />
            </>
          )}
        </Option>
      ))}
    </>
  );
}
