import { type AntiBotTokenProvider, type Rating, ratingStars } from '@vitrine/core';
import { type ReactNode, useId, useMemo } from 'react';
import { part } from '../foundation/internal/createPart';
import { useControllableState } from '../foundation/internal/useControllableState';
import { Skeleton } from '../foundation/Skeleton/Skeleton';
import { composeEventHandlers } from '../internal/composeEventHandlers';
import { cx } from '../internal/cx';
import type { PartProps } from '../internal/partsContext';
import { splitProps } from '../internal/splitProps';
import { useUiMessages } from '../messages/useUiMessages';
import {
  ProductRatingsCommentField,
  ProductRatingsField,
  ProductRatingsForm,
  ProductRatingsFormStatus,
  ProductRatingsPublicEmailField,
  ProductRatingsRateField,
  ProductRatingsStateField,
  ProductRatingsSubmit,
} from './ProductRatingsForm';
import { ProductRatingsContext, useProductRatingsContext } from './productRatingsContext';
import type { ProductRatingsMessages } from './productRatingsMessages';
import { productRatingsMessages } from './productRatingsMessages';
import { ratingItemView } from './ratingItemView';
import { StarIcon } from './StarIcon';
import { type ProductRatingsProduct, useRatingList } from './useRatingList';

/** Props of `ProductRatings.Root`: the section holding the list and the form of one product. */
export type ProductRatingsRootProps = PartProps<'section'> & {
  /** The product rated: its id, and its `rate` and `productRatings` when the detail has them. */
  readonly product: ProductRatingsProduct;
  /** Replaces some texts for this widget (over the provider's `messages.ui.productRatings`). */
  readonly texts?: Partial<ProductRatingsMessages> | undefined;
  /** Controlled: whether the form shows; `undefined` leaves it to the widget. */
  readonly formOpen?: boolean | undefined;
  /** Whether the form shows at first when uncontrolled; `true` (no disclosure) when `undefined`. */
  readonly defaultFormOpen?: boolean | undefined;
  /** Hears every opening and closing of the form. */
  readonly onFormOpenChange?: ((open: boolean) => void) | undefined;
};

const ProductRatingsRootElement = part('section', 'ProductRatings.Root', 'vt-product-ratings');

/**
 * The section: loads the product's ratings (`useRatings`, the detail's own `productRatings` first) and holds
 * the form's disclosure. `data-state="loading|error|empty|ready"`, `aria-busy` while loading.
 */
export function ProductRatingsRoot({
  product,
  texts: textProps,
  formOpen: formOpenProp,
  defaultFormOpen = true,
  onFormOpenChange,
  ...props
}: ProductRatingsRootProps) {
  const texts = useUiMessages('productRatings', productRatingsMessages, textProps);
  const list = useRatingList(product);
  const [formOpen, setFormOpen] = useControllableState(formOpenProp, defaultFormOpen, onFormOpenChange);
  const formId = useId();
  const context = useMemo(
    () => ({ product, list, texts, formOpen, setFormOpen, formId }),
    [product, list, texts, formOpen, setFormOpen, formId],
  );
  return (
    <ProductRatingsContext.Provider value={context}>
      <ProductRatingsRootElement
        data-state={list.status}
        aria-busy={list.status === 'loading' || undefined}
        {...props}
      />
    </ProductRatingsContext.Provider>
  );
}

/** Props of `ProductRatings.Title`. */
export type ProductRatingsTitleProps = PartProps<'h2'>;

const ProductRatingsTitleElement = part('h2', 'ProductRatings.Title', 'vt-product-ratings__title');

/** The heading ('Avaliações'; an `h2`, `asChild` for another level). */
export function ProductRatingsTitle({ children, ...props }: ProductRatingsTitleProps) {
  const { texts } = useProductRatingsContext('Title');
  return <ProductRatingsTitleElement {...props}>{children ?? texts.title}</ProductRatingsTitleElement>;
}

/** Props of `ProductRatings.Stars`. */
export type ProductRatingsStarsProps = Omit<PartProps<'span'>, 'children'> & {
  /** The rate, rounded into 0 to 5 by core's `ratingStars`. */
  readonly rate: number | null | undefined;
  /** The image's name; the widget's 'Avaliação: {rate} de {max}' when `undefined`. */
  readonly label?: ((rate: number, max: number) => string) | undefined;
};

const ProductRatingsStarsElement = part('span', 'ProductRatings.Stars', 'vt-product-ratings__stars');

/** Five stars read as one image ('Avaliação: 4 de 5'); `data-rate`, each star `data-active`. */
export function ProductRatingsStars({ rate, label, ...props }: ProductRatingsStarsProps) {
  const { texts } = useProductRatingsContext('Stars');
  const stars = ratingStars(rate);
  const active = stars.filter(Boolean).length;
  return (
    <ProductRatingsStarsElement
      role="img"
      aria-label={(label ?? texts.rating)(active, stars.length)}
      data-rate={active}
      {...props}
    >
      {stars.map((on, index) => (
        <StarIcon
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, never reordered.
          key={index}
          active={on}
        />
      ))}
    </ProductRatingsStarsElement>
  );
}

/** Props of `ProductRatings.Summary`. */
export type ProductRatingsSummaryProps = PartProps<'p'>;

const ProductRatingsSummaryElement = part('p', 'ProductRatings.Summary', 'vt-product-ratings__summary');

/**
 * The average (the product's `rate`, as stars) and how many ratings there are ('5 avaliações'); nothing until
 * the list has loaded with at least one rating.
 */
export function ProductRatingsSummary({ className, children, ...props }: ProductRatingsSummaryProps) {
  const { list, texts } = useProductRatingsContext('Summary');
  if (list.status !== 'ready' || list.count === undefined) return null;
  return (
    <ProductRatingsSummaryElement {...props} className={className}>
      {children ?? (
        <>
          {list.average !== undefined ? <ProductRatingsStars rate={list.average} /> : null}
          <span className="vt-product-ratings__count">{texts.count(list.count)}</span>
        </>
      )}
    </ProductRatingsSummaryElement>
  );
}

/** Props of `ProductRatings.List`. */
export type ProductRatingsListProps = PartProps<'ul'>;

const ProductRatingsListElement = part('ul', 'ProductRatings.List', 'vt-product-ratings__list');

/** The ratings, one `ProductRatings.Item` each unless you give children; nothing until there is one. */
export function ProductRatingsList({ children, ...props }: ProductRatingsListProps) {
  const { list } = useProductRatingsContext('List');
  if (list.status !== 'ready') return null;
  return (
    <ProductRatingsListElement {...props}>
      {children ??
        list.ratings.map((rating) => <ProductRatingsItem key={rating.idProductRating} rating={rating} />)}
    </ProductRatingsListElement>
  );
}

/** Props of `ProductRatings.Item`. */
export type ProductRatingsItemProps = PartProps<'li'> & {
  /** The published rating. */
  readonly rating: Rating;
};

const ProductRatingsItemElement = part('li', 'ProductRatings.Item', 'vt-product-ratings__item');

/**
 * One rating: its stars, title, comment, the rater's name, the e-mail only when the rater chose to show it,
 * city and state, and the date as 'dd/MM/yyyy HH:mm'. Children replace that content (`ratingItemView` gives the
 * same values for your own markup).
 */
export function ProductRatingsItem({ rating, className, children, ...props }: ProductRatingsItemProps) {
  const { texts } = useProductRatingsContext('Item');
  const view = ratingItemView(rating);
  const place = texts.place(view.city, view.state);
  return (
    <ProductRatingsItemElement data-rate={view.rate} {...props} className={className}>
      {children ?? (
        <>
          <div className="vt-product-ratings__item-header">
            <ProductRatingsStars rate={view.rate} />
            <h3 className="vt-product-ratings__item-title">{view.title}</h3>
          </div>
          <p className="vt-product-ratings__item-comment">{view.comment}</p>
          <p className="vt-product-ratings__item-meta">
            <span className="vt-product-ratings__item-name">{view.name}</span>
            {view.email ? <span className="vt-product-ratings__item-email">{view.email}</span> : null}
            {place ? <span className="vt-product-ratings__item-place">{place}</span> : null}
            {view.dateText ? (
              <time className="vt-product-ratings__item-date" dateTime={view.dateTime}>
                {view.dateText}
              </time>
            ) : null}
          </p>
        </>
      )}
    </ProductRatingsItemElement>
  );
}

/** Props of `ProductRatings.Empty`. */
export type ProductRatingsEmptyProps = PartProps<'p'>;

const ProductRatingsEmptyElement = part('p', 'ProductRatings.Empty', 'vt-product-ratings__empty');

/** 'Não existem avaliações ainda', once the list has loaded empty. */
export function ProductRatingsEmpty({ children, ...props }: ProductRatingsEmptyProps) {
  const { list, texts } = useProductRatingsContext('Empty');
  if (list.status !== 'empty') return null;
  return <ProductRatingsEmptyElement {...props}>{children ?? texts.empty}</ProductRatingsEmptyElement>;
}

/** Props of `ProductRatings.Loading`. */
export type ProductRatingsLoadingProps = Omit<PartProps<'div'>, 'children'> & {
  /** How many placeholder ratings (default 2). */
  readonly count?: number | undefined;
};

const ProductRatingsLoadingElement = part('div', 'ProductRatings.Loading', 'vt-product-ratings__loading');

/** Skeleton ratings while the list loads (hidden from assistive technology: the Root is `aria-busy`). */
export function ProductRatingsLoading({ count = 2, className, ...props }: ProductRatingsLoadingProps) {
  const { list } = useProductRatingsContext('Loading');
  if (list.status !== 'loading') return null;
  return (
    <ProductRatingsLoadingElement aria-hidden="true" data-loading="" {...props} className={className}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity, never reordered.
        <span key={index} className="vt-product-ratings__skeleton">
          <Skeleton width="6rem" shape="text" />
          <Skeleton width="60%" shape="text" />
          <Skeleton height="2.5rem" />
        </span>
      ))}
    </ProductRatingsLoadingElement>
  );
}

/** Props of `ProductRatings.LoadError`. */
export type ProductRatingsLoadErrorProps = PartProps<'p'>;

const ProductRatingsLoadErrorElement = part(
  'p',
  'ProductRatings.LoadError',
  'vt-product-ratings__load-error',
);

/** 'Não foi possível carregar as avaliações.' when the list failed to load (a polite status). */
export function ProductRatingsLoadError({ children, ...props }: ProductRatingsLoadErrorProps) {
  const { list, texts } = useProductRatingsContext('LoadError');
  if (list.status !== 'error') return null;
  return (
    <ProductRatingsLoadErrorElement role="status" {...props}>
      {children ?? texts.loadError}
    </ProductRatingsLoadErrorElement>
  );
}

/** Props of `ProductRatings.FormTrigger`. */
export type ProductRatingsFormTriggerProps = PartProps<'button'>;

const ProductRatingsFormTriggerElement = part('button', 'ProductRatings.FormTrigger', 'vt-button');

/**
 * The 'Avaliar produto' disclosure button: shows or hides the form (`aria-expanded`, `aria-controls`,
 * `data-state="open|closed"`); a consumer's `preventDefault()` in `onClick` keeps it as it is.
 */
export function ProductRatingsFormTrigger({
  className,
  children,
  onClick,
  ...props
}: ProductRatingsFormTriggerProps) {
  const { formOpen, setFormOpen, formId, texts } = useProductRatingsContext('FormTrigger');
  return (
    <ProductRatingsFormTriggerElement
      type="button"
      aria-expanded={formOpen}
      aria-controls={formId}
      data-state={formOpen ? 'open' : 'closed'}
      {...props}
      onClick={composeEventHandlers(onClick, () => setFormOpen(!formOpen))}
      className={cx('vt-product-ratings__form-trigger', className)}
      data-variant="secondary"
    >
      {children ?? texts.openForm}
    </ProductRatingsFormTriggerElement>
  );
}

/** Props of the ready-made `<ProductRatings />`. */
export interface ProductRatingsProps
  extends Omit<ProductRatingsRootProps, 'children' | 'asChild' | 'texts' | 'title'>,
    Partial<Omit<ProductRatingsMessages, 'title'>> {
  /** The heading; 'Avaliações' when `undefined`. */
  readonly title?: string | undefined;
  /** Shows the form (default true). */
  readonly showForm?: boolean | undefined;
  /** Puts the form behind the 'Avaliar produto' button (default true); `false` shows it open. */
  readonly collapsible?: boolean | undefined;
  /** The page's anti-bot token source (action 'Evaluation'); `undefined` sends an empty token. */
  readonly antiBot?: AntiBotTokenProvider | undefined;
  /**
   * Shows the form's outcome inside it (default true). The flow also publishes it as an alert on the bus: turn
   * this off when the page shows alerts elsewhere, so the shopper hears it once.
   */
  readonly showStatus?: boolean | undefined;
  /** How many skeleton ratings while loading (default 2). */
  readonly skeletonCount?: number | undefined;
  /** Anything after the form (e.g. a note on moderation). */
  readonly children?: ReactNode;
}

/** The ready-made's text props, handed to the Root as its `texts`. */
const textKeys = (Object.keys(productRatingsMessages) as (keyof ProductRatingsMessages)[]).filter(
  (key): key is Exclude<keyof ProductRatingsMessages, 'title'> => key !== 'title',
);

/**
 * The product's ratings and rating form: the average and count, each rating (stars, title, comment, name,
 * public e-mail, city and state, date 'dd/MM/yyyy HH:mm'), 'Não existem avaliações ainda' when there is none,
 * skeletons while loading and a message when loading fails; then the form behind 'Avaliar produto': stars 1 to 5
 * (a radio group), name, e-mail, city, state, title, opinion and 'Mostrar E-mail?', each with its message; success
 * says 'Avaliação registrada com sucesso.', empties the form and reloads the list; failure says
 * 'Ocorreu um erro ao registrar a avaliação do produto.' and keeps what was typed.
 */
export function ProductRatings({
  product,
  title,
  showForm = true,
  collapsible = true,
  antiBot,
  showStatus = true,
  skeletonCount,
  formOpen,
  defaultFormOpen,
  onFormOpenChange,
  children,
  ...rest
}: ProductRatingsProps) {
  const titleId = useId();
  const [textProps, rootProps] = splitProps(rest, textKeys);
  return (
    <ProductRatingsRoot
      product={product}
      texts={{ ...textProps, title }}
      aria-labelledby={titleId}
      formOpen={formOpen}
      defaultFormOpen={defaultFormOpen ?? !collapsible}
      onFormOpenChange={onFormOpenChange}
      {...rootProps}
    >
      <ProductRatingsTitle id={titleId} />
      <ProductRatingsSummary />
      <ProductRatingsLoading count={skeletonCount} />
      <ProductRatingsLoadError />
      <ProductRatingsEmpty />
      <ProductRatingsList />
      {showForm ? (
        <>
          {collapsible ? <ProductRatingsFormTrigger /> : null}
          <ProductRatingsForm antiBot={antiBot}>
            <ProductRatingsRateField />
            <div className="vt-product-ratings__fields">
              <ProductRatingsField name="name" />
              <ProductRatingsField name="email" />
              <ProductRatingsField name="city" />
              <ProductRatingsStateField />
            </div>
            <ProductRatingsField name="title" />
            <ProductRatingsCommentField />
            <ProductRatingsPublicEmailField />
            <ProductRatingsSubmit />
            {showStatus ? <ProductRatingsFormStatus /> : null}
          </ProductRatingsForm>
        </>
      ) : null}
      {children}
    </ProductRatingsRoot>
  );
}

ProductRatings.Root = ProductRatingsRoot;
ProductRatings.Title = ProductRatingsTitle;
ProductRatings.Summary = ProductRatingsSummary;
ProductRatings.Stars = ProductRatingsStars;
ProductRatings.List = ProductRatingsList;
ProductRatings.Item = ProductRatingsItem;
ProductRatings.Empty = ProductRatingsEmpty;
ProductRatings.Loading = ProductRatingsLoading;
ProductRatings.LoadError = ProductRatingsLoadError;
ProductRatings.FormTrigger = ProductRatingsFormTrigger;
ProductRatings.Form = ProductRatingsForm;
ProductRatings.RateField = ProductRatingsRateField;
ProductRatings.Field = ProductRatingsField;
ProductRatings.StateField = ProductRatingsStateField;
ProductRatings.CommentField = ProductRatingsCommentField;
ProductRatings.PublicEmailField = ProductRatingsPublicEmailField;
ProductRatings.Submit = ProductRatingsSubmit;
ProductRatings.FormStatus = ProductRatingsFormStatus;
