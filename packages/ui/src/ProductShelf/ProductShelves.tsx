import { type Company, type Group, routes } from '@vitrine/core';
import {
  useAlsoPurchased,
  useCompany,
  useGroupShowcase,
  useMostSold,
  useNewcomers,
  useRelatedProducts,
  useShowcase,
} from '@vitrine/hooks';
import type { ReactNode } from 'react';
import { useUiMessages } from '../messages/useUiMessages';
import { ProductShelf, type ProductShelfProps } from './ProductShelf';
import { productShelfMessages } from './productShelfMessages';

/** The props every ready-made shelf takes: those of `ProductShelf` but its data and GA4 list. */
export type ReadyShelfProps = Omit<ProductShelfProps, 'products' | 'error' | 'title' | 'listId'> & {
  /** The heading; the shelf's pt-BR default (or the provider's `messages.ui.productShelf`) when `undefined`. */
  readonly title?: string | undefined;
};

/**
 * How many products the home showcase asks for: the company's `quantityProductsToShowAtShowcase`; `undefined`
 * (the call's default of 12) when the company has no usable value or failed to load; `null` (wait) while it
 * loads. The hooks clamp what they get to 1..12.
 */
export function showcaseQuantity(
  company: Pick<Company, 'quantityProductsToShowAtShowcase'> | undefined,
  failed: boolean,
): number | null | undefined {
  if (!company) return failed ? undefined : null;
  const quantity = company.quantityProductsToShowAtShowcase;
  return typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0 ? quantity : undefined;
}

/** The home showcase's kinds: the store's showcase, its groups (one shelf per group), or its best sellers. */
export type HomeShowcaseType = 'showcase' | 'group' | 'mostSelled';

/** Props of `HomeShowcase`; `title` applies to types 'showcase' and 'mostSelled' (a group's shelf shows its name). */
export type HomeShowcaseProps = ReadyShelfProps & {
  /** Which showcase: 'showcase' (default), 'group' (a shelf per group) or 'mostSelled'. */
  readonly type?: HomeShowcaseType | undefined;
  /**
   * How many products; the company's `quantityProductsToShowAtShowcase` when `undefined` (12 without one, at
   * most 12).
   */
  readonly quantity?: number | undefined;
  /** With type 'group': only this group; every group when `undefined`. */
  readonly idGroup?: number | undefined;
};

/** The count a home showcase asks for: the prop, else the company's (waiting for it). */
function useShowcaseCount(quantity: number | undefined): number | null | undefined {
  const company = useCompany();
  return quantity ?? showcaseQuantity(company.data, company.error !== undefined);
}

/**
 * The home showcase, of type 'showcase' ('Destaques'), 'group' (one shelf per group, titled with its name, 'Ver
 * todos' to its page) or 'mostSelled' ('Produtos mais vendidos'), with as many products as the company's
 * `quantityProductsToShowAtShowcase` (12 by default, never more). Each shelf reports GA4 `view_item_list`.
 */
export function HomeShowcase({ type = 'showcase', ...props }: HomeShowcaseProps): ReactNode {
  if (type === 'group') return <GroupShowcase {...props} />;
  if (type === 'mostSelled') return <MostSoldShowcase {...props} />;
  return <StoreShowcase {...props} />;
}

function StoreShowcase({ quantity, idGroup: _idGroup, title, ...props }: Omit<HomeShowcaseProps, 'type'>) {
  const text = useUiMessages('productShelf', productShelfMessages, props.messages);
  const { data, error } = useShowcase(useShowcaseCount(quantity));
  return (
    <ProductShelf
      title={title ?? text.showcaseTitle}
      listId="showcase"
      products={data}
      error={error}
      {...props}
    />
  );
}

function MostSoldShowcase({ quantity, idGroup: _idGroup, ...props }: Omit<HomeShowcaseProps, 'type'>) {
  return <MostSoldShelf quantity={useShowcaseCount(quantity)} {...props} />;
}

function GroupShowcase({ quantity, idGroup, title: _title, ...props }: Omit<HomeShowcaseProps, 'type'>) {
  const { data, error } = useGroupShowcase(useShowcaseCount(quantity));
  if (!data) {
    // The groups' names are still unknown: one untitled placeholder shelf, or nothing once the load failed.
    return <ProductShelf title="" products={error ? null : undefined} error={error} {...props} />;
  }
  const groups = data.filter((group) => idGroup === undefined || group.idGroup === idGroup);
  return (
    <>
      {groups.map((group: Group) => (
        <ProductShelf
          key={group.idGroup}
          title={group.name}
          listId={`group-${group.idGroup}`}
          products={group.productShowCases ?? null}
          viewAllHref={routes.group(group.urlFriendly)}
          {...props}
        />
      ))}
    </>
  );
}

/** Props of `MostSoldShelf` and `NewcomersShelf`. */
export type ListShelfProps = ReadyShelfProps & {
  /** How many products (1 to 12); 12 when `undefined`, none asked for while `null`. */
  readonly quantity?: number | null | undefined;
};

/**
 * 'Produtos mais vendidos': the store's best sellers (12), with 'Ver todos' when `viewAllHref` is given. On an
 * empty search pass `minProducts={4}`: the block shows only with at least 4 products.
 */
export function MostSoldShelf({ quantity, title, ...props }: ListShelfProps): ReactNode {
  const text = useUiMessages('productShelf', productShelfMessages, props.messages);
  const { data, error } = useMostSold(quantity);
  return (
    <ProductShelf
      title={title ?? text.mostSoldTitle}
      listId="most-sold"
      products={data}
      error={error}
      {...props}
    />
  );
}

/**
 * 'Recém chegados': the store's newest products (12), with 'Ver todos' when `viewAllHref` is given. On an empty
 * search pass `minProducts={4}`: the block shows only with at least 4 products.
 */
export function NewcomersShelf({ quantity, title, ...props }: ListShelfProps): ReactNode {
  const text = useUiMessages('productShelf', productShelfMessages, props.messages);
  const { data, error } = useNewcomers(quantity);
  return (
    <ProductShelf
      title={title ?? text.newcomersTitle}
      listId="newcomers"
      products={data}
      error={error}
      {...props}
    />
  );
}

/** Props of `RelatedProducts` and `AlsoPurchased`. */
export type DetailShelfProps = ReadyShelfProps & {
  /** The detail page's product; placeholders while `null` or `undefined` (the product is still loading). */
  readonly idProduct: number | null | undefined;
};

/** 'Produtos relacionados': the detail page's related products. */
export function RelatedProducts({ idProduct, title, ...props }: DetailShelfProps): ReactNode {
  const text = useUiMessages('productShelf', productShelfMessages, props.messages);
  const { data, error } = useRelatedProducts(idProduct);
  return (
    <ProductShelf
      title={title ?? text.relatedTitle}
      listId="related-products"
      products={data}
      error={error}
      {...props}
    />
  );
}

/** 'Quem comprou também comprou': the products other shoppers bought with the detail page's product. */
export function AlsoPurchased({ idProduct, title, ...props }: DetailShelfProps): ReactNode {
  const text = useUiMessages('productShelf', productShelfMessages, props.messages);
  const { data, error } = useAlsoPurchased(idProduct);
  return (
    <ProductShelf
      title={title ?? text.alsoPurchasedTitle}
      listId="also-purchased"
      products={data}
      error={error}
      {...props}
    />
  );
}
