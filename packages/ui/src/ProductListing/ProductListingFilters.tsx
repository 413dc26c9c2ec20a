import { formatPrice, parsePrice } from '@vitrine/core';
import { Dialog } from 'radix-ui';
import { type CSSProperties, type FormEvent, type ReactNode, useId, useState } from 'react';
import { part } from '../foundation/internal/createPart';
import { slotContent } from '../foundation/internal/slotContent';
import { useControllableState } from '../foundation/internal/useControllableState';
import { SheetContent } from '../foundation/Sheet/SheetContent';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import { dataFlag } from '../internal/dataAttributes';
import type { PartProps } from '../internal/partsContext';
import { useListingPart } from './productListingContext';
import type { ProductListingGroup } from './useProductListingBehaviour';

/** Props of `ProductListing.Filters`. */
export type ProductListingFiltersProps = PartProps<'div'>;

const ProductListingFiltersElement = part('div', 'ProductListing.Filters', 'vt-product-listing__filters');

/**
 * Every filter group the listing offers, in the store's order: a `FilterGroup` per option group and a
 * `PriceFilter` for the price range. Nothing when the listing offers none. Children replace the groups.
 */
export function ProductListingFilters({ asChild, children, ...rest }: ProductListingFiltersProps) {
  const { groups } = useListingPart('Filters');
  if (groups.length === 0 && children === undefined) return null;
  return (
    <ProductListingFiltersElement asChild={asChild} {...rest}>
      {asChild
        ? children
        : (children ??
          groups.map((group) =>
            group.kind === 'price' ? (
              <ProductListingPriceFilter key={group.id} group={group} />
            ) : (
              <ProductListingFilterGroup key={group.id} group={group} />
            ),
          ))}
    </ProductListingFiltersElement>
  );
}

/** Props of `ProductListing.FilterGroup`. */
export type ProductListingFilterGroupProps = PartProps<'fieldset'> & {
  /** The group to show (one of `useProductListing().groups`). */
  readonly group: ProductListingGroup;
};

const ProductListingFilterGroupElement = part(
  'fieldset',
  'ProductListing.FilterGroup',
  'vt-product-listing__group',
);

/**
 * One filter group as a `fieldset` named by its `legend`: check boxes where options add up (categories,
 * variations, attributes), radio buttons where the listing keeps one (brand, grouping type). Each option shows its
 * product count and, for a colour, a swatch. Choosing reloads the products at once; `data-chosen` marks the
 * applied options.
 */
export function ProductListingFilterGroup({
  group,
  asChild,
  className,
  children,
  ...rest
}: ProductListingFilterGroupProps) {
  const { getOptionInputProps } = useListingPart('FilterGroup');
  const name = useId();
  return (
    <ProductListingFilterGroupElement
      asChild={asChild}
      {...rest}
      className={className}
      data-kind={group.kind}
      data-key={group.key}
    >
      {slotContent(
        asChild,
        children,
        <>
          <legend className="vt-product-listing__legend">{group.name}</legend>
          <ul className="vt-product-listing__options">
            {group.options.map((option) => (
              <li key={option.id} className="vt-product-listing__option-item">
                <label className="vt-product-listing__option" data-chosen={dataFlag(option.chosen)}>
                  <input
                    className="vt-product-listing__option-input"
                    {...getOptionInputProps(group, option, { name })}
                  />
                  {option.color ? (
                    <span
                      className="vt-product-listing__swatch"
                      aria-hidden="true"
                      // The swatch's colour is data from the platform, handed to CSS as a custom property.
                      style={{ '--vt-product-listing-swatch-color': option.color } as CSSProperties}
                    />
                  ) : null}
                  <span className="vt-product-listing__option-name">{option.name}</span>
                  {option.quantity === undefined ? null : ' '}
                  {option.quantity === undefined ? null : (
                    <span className="vt-product-listing__option-quantity">({option.quantity})</span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        </>,
      )}
    </ProductListingFilterGroupElement>
  );
}

/** A price as the field shows it ('R$ 10,00'), '' for an open bound. */
function priceDraft(value: number | undefined): string {
  return value === undefined ? '' : formatPrice(value);
}

/** A typed bound: a non-negative BRL amount, or `undefined` (blank or unreadable) for an open bound. */
function typedPrice(text: string): number | undefined {
  const value = parsePrice(text);
  return value !== undefined && value >= 0 ? value : undefined;
}

/** Props of `ProductListing.PriceFilter`. */
export type ProductListingPriceFilterProps = Omit<PartProps<'form'>, 'asChild'> & {
  /** The price group (`kind: 'price'`) of `useProductListing().groups`. */
  readonly group: ProductListingGroup;
};

/**
 * The price range: a form with the lowest and highest price ('R$ 10,00', '10,5' or '10.50' are all read) and
 * 'Aplicar' (Enter applies too), under the range the listing's prices span. A blank field leaves that side open;
 * reversed bounds are swapped. The fields follow the applied range (a removed chip clears them).
 */
export function ProductListingPriceFilter({
  group,
  className,
  onSubmit,
  ref,
  ...rest
}: ProductListingPriceFilterProps) {
  const { flow, text, applyPrice } = useListingPart('PriceFilter');
  const { initialPrice, finalPrice } = flow.filter;
  const applied = `${initialPrice ?? ''}|${finalPrice ?? ''}`;
  const [seen, setSeen] = useState(applied);
  const [draft, setDraft] = useState(() => ({ min: priceDraft(initialPrice), max: priceDraft(finalPrice) }));
  if (seen !== applied) {
    setSeen(applied);
    setDraft({ min: priceDraft(initialPrice), max: priceDraft(finalPrice) });
  }
  const minId = useId();
  const maxId = useId();
  const hintId = useId();
  const { minPrice, maxPrice } = group;
  const hint =
    minPrice !== undefined && maxPrice !== undefined
      ? text.priceRange(formatPrice(minPrice), formatPrice(maxPrice))
      : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyPrice(typedPrice(draft.min), typedPrice(draft.max));
  };
  return (
    <form
      {...rest}
      ref={ref}
      className={cx('vt-product-listing__price', className)}
      onSubmit={composeEventHandlers(onSubmit, submit)}
    >
      <fieldset className="vt-product-listing__group" data-kind="price" data-key={group.key}>
        <legend className="vt-product-listing__legend">{group.name}</legend>
        {hint ? (
          <p id={hintId} className="vt-product-listing__price-hint">
            {hint}
          </p>
        ) : null}
        <div className="vt-product-listing__price-fields">
          <div className="vt-product-listing__price-field">
            <label className="vt-product-listing__price-label" htmlFor={minId}>
              {text.priceMin}
            </label>
            <input
              id={minId}
              className="vt-input vt-product-listing__price-input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={draft.min}
              placeholder={minPrice === undefined ? undefined : formatPrice(minPrice)}
              aria-describedby={hint ? hintId : undefined}
              onChange={(event) => setDraft((now) => ({ ...now, min: event.target.value }))}
            />
          </div>
          <div className="vt-product-listing__price-field">
            <label className="vt-product-listing__price-label" htmlFor={maxId}>
              {text.priceMax}
            </label>
            <input
              id={maxId}
              className="vt-input vt-product-listing__price-input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={draft.max}
              placeholder={maxPrice === undefined ? undefined : formatPrice(maxPrice)}
              aria-describedby={hint ? hintId : undefined}
              onChange={(event) => setDraft((now) => ({ ...now, max: event.target.value }))}
            />
          </div>
        </div>
        <button type="submit" className="vt-button vt-product-listing__price-apply" data-variant="secondary">
          {text.priceApply}
        </button>
      </fieldset>
    </form>
  );
}

/** Props of `ProductListing.FilterChips`. */
export type ProductListingFilterChipsProps = PartProps<'div'> & {
  /** The 'Limpar filtros' button's text; the listing's when `undefined`. */
  readonly clearLabel?: string | undefined;
};

const ProductListingFilterChipsElement = part(
  'div',
  'ProductListing.FilterChips',
  'vt-product-listing__chips',
);

/**
 * The applied filters as chips, a group named 'Filtros aplicados': each chip a button named
 * 'Remover filtro: X' that removes it (focus goes to the next chip), then 'Limpar filtros'. Nothing when no
 * filter is applied.
 */
export function ProductListingFilterChips({
  clearLabel,
  asChild,
  className,
  children,
  ...rest
}: ProductListingFilterChipsProps) {
  const { chips, text, getChipProps, getClearProps } = useListingPart('FilterChips');
  if (chips.length === 0) return null;
  return (
    <ProductListingFilterChipsElement
      asChild={asChild}
      role="group"
      aria-label={text.appliedFilters}
      {...rest}
      className={className}
    >
      {slotContent(
        asChild,
        children,
        <>
          <ul className="vt-product-listing__chip-list" data-chip-list="">
            {chips.map((chip) => (
              <li key={chip.id} className="vt-product-listing__chip-item">
                <button className="vt-product-listing__chip" {...getChipProps(chip)}>
                  <span className="vt-product-listing__chip-label">{chip.label}</span>
                  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                    <path
                      d="M6 6l12 12M18 6 6 18"
                      stroke="currentColor"
                      strokeWidth="2.5"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
          <button className="vt-product-listing__clear" {...getClearProps()}>
            {clearLabel ?? text.clearFilters}
          </button>
        </>,
      )}
    </ProductListingFilterChipsElement>
  );
}

/** Props of `ProductListing.FilterDrawer`. */
export interface ProductListingFilterDrawerProps {
  /** Whether the drawer is open (controlled); with `defaultOpen` / `onOpenChange`. */
  readonly open?: boolean | undefined;
  /** Opens on mount when uncontrolled; `false` by default. */
  readonly defaultOpen?: boolean | undefined;
  /** Hears every opening and closing. */
  readonly onOpenChange?: ((open: boolean) => void) | undefined;
  /** The button's text; 'Filtrar' when `undefined`. */
  readonly trigger?: string | undefined;
  /** The drawer's heading; 'Filtros' when `undefined`. */
  readonly title?: string | undefined;
  /** The × button's accessible name; 'Fechar filtros' when `undefined`. */
  readonly close?: string | undefined;
  /** The button back to the products at the drawer's foot; 'Ver produtos' when `undefined`. */
  readonly showResults?: string | undefined;
  /** A class for the button. */
  readonly className?: string | undefined;
  /** Where the overlay and the drawer are portalled; `document.body` when `undefined`. */
  readonly container?: HTMLElement | null | undefined;
  /** Replaces the drawer's body (the applied chips and every filter group by default). */
  readonly children?: ReactNode;
}

/** A funnel: the filter icon. */
function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M4 5h16l-6 7.5V19l-4 1.5v-8L4 5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The phone's filters: a 'Filtrar' button opening a modal drawer (Radix `Dialog`) with the applied chips and
 * every filter group. Choosing applies at once (the products reload behind it); 'Ver produtos', the ×, Escape
 * or the overlay close it and focus returns to the button. The drawer's body renders only while it is open,
 * so on the server and until first opened only the button is there. `data-active` marks the button while a
 * filter is applied.
 */
export function ProductListingFilterDrawer({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  close,
  showResults,
  className,
  container,
  children,
}: ProductListingFilterDrawerProps) {
  const { text, chips } = useListingPart('FilterDrawer');
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen} modal={false}>
      <Dialog.Trigger
        className={cx('vt-button vt-product-listing__filter-trigger', className)}
        data-variant="secondary"
        data-active={dataFlag(chips.length > 0)}
      >
        <FilterIcon />
        {trigger ?? text.filterTrigger}
      </Dialog.Trigger>
      <Dialog.Portal container={container}>
        <SheetContent
          open={isOpen}
          overlayClassName="vt-sheet-overlay vt-product-listing__overlay"
          aria-describedby={undefined}
          className="vt-sheet vt-product-listing__drawer"
          data-side="end"
        >
          <div className="vt-product-listing__drawer-header">
            <Dialog.Title className="vt-product-listing__drawer-title">
              {title ?? text.filtersTitle}
            </Dialog.Title>
            <Dialog.Close
              className="vt-product-listing__drawer-close"
              aria-label={close ?? text.filtersClose}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="vt-product-listing__drawer-body">
            {children ?? (
              <>
                <ProductListingFilterChips />
                <ProductListingFilters />
              </>
            )}
          </div>
          <div className="vt-product-listing__drawer-footer">
            <Dialog.Close className="vt-button vt-product-listing__show-results">
              {showResults ?? text.showResults}
            </Dialog.Close>
          </div>
        </SheetContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
