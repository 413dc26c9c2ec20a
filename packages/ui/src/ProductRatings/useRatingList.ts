import type { Rating } from '@vitrine/core';
import { useRatings } from '@vitrine/hooks';
import { useCallback, useMemo } from 'react';

/** The product a ratings widget is about: its id, and when known its rounded rate and published ratings. */
export interface ProductRatingsProduct {
  readonly idProduct: number;
  /** The store's rounded average, 0 to 5; `undefined`/`null` when unknown. */
  readonly rate?: number | null | undefined;
  /** The ratings the product detail came with (server-rendered at once); `undefined`/`null` loads them. */
  readonly productRatings?: readonly Rating[] | null | undefined;
}

/** Where the list is: loading, failed, loaded without ratings, or loaded with some. */
export type RatingListStatus = 'loading' | 'error' | 'empty' | 'ready';

/** What `useRatingList` returns. */
export interface RatingListState {
  readonly status: RatingListStatus;
  /** The published ratings; empty until loaded. */
  readonly ratings: readonly Rating[];
  /** How many ratings there are; `undefined` until loaded. */
  readonly count: number | undefined;
  /** The store's rounded average (0 to 5, `ratingStars` reads it); `undefined` when the product does not say or has no rating. */
  readonly average: number | undefined;
  /** Loads the list again (after the shopper's own rating was registered). */
  refresh(): void;
}

/**
 * The behaviour of the ratings list over `useRatings`: the product's own `productRatings` serve as the first
 * answer (so a server render shows them), otherwise the list loads; a failed load is `status: 'error'`.
 * @example
 * declare const product: ProductRatingsProduct;
 * const list = useRatingList(product);
 * list.status === 'empty' ? 'Não existem avaliações ainda' : list.ratings.map((rating) => rating.title);
 */
export function useRatingList(product: ProductRatingsProduct): RatingListState {
  const given = product.productRatings ?? undefined;
  // One options object per list the product brings, so SWR's answer keeps its identity between renders.
  const options = useMemo(() => (given ? { fallbackData: [...given] } : undefined), [given]);
  const query = useRatings(product.idProduct, options);
  const { data, error, mutate } = query;
  const refresh = useCallback(() => {
    void mutate();
  }, [mutate]);
  const rate = product.rate;
  return useMemo(() => {
    const ratings = data ?? [];
    const status: RatingListStatus = data
      ? ratings.length === 0
        ? 'empty'
        : 'ready'
      : error
        ? 'error'
        : 'loading';
    const hasRate = typeof rate === 'number' && Number.isFinite(rate) && ratings.length > 0;
    return {
      status,
      ratings,
      count: data ? ratings.length : undefined,
      average: hasRate ? rate : undefined,
      refresh,
    };
  }, [data, error, rate, refresh]);
}
