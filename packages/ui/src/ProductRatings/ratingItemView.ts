import { formatRatingDate, type Rating, ratingStars } from '@vitrine/core';

/** What one published rating shows, ready to render. */
export interface RatingItemView {
  readonly idProductRating: number;
  /** Highlighted stars, 0 to 5 (the rate rounded into the scale). */
  readonly rate: number;
  /** Star n (index n − 1) is highlighted. */
  readonly stars: readonly boolean[];
  readonly name: string;
  /** The rater's e-mail; `undefined` unless the rater chose to show it ('Mostrar E-mail?') and it came with the rating. */
  readonly email: string | undefined;
  /** 'dd/MM/yyyy HH:mm' (Brasília time); `undefined` when the date is unreadable. */
  readonly dateText: string | undefined;
  /** The date as the store sent it, for `<time dateTime>`. */
  readonly dateTime: string;
  /** `undefined` when blank. */
  readonly city: string | undefined;
  /** `undefined` when blank. */
  readonly state: string | undefined;
  readonly title: string;
  readonly comment: string;
}

const text = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The view of a published rating: stars from core's `ratingStars`, the date through core's `formatRatingDate`,
 * and the e-mail only when `leavePublicEmail` is set (whatever the store sent).
 */
export function ratingItemView(rating: Rating): RatingItemView {
  const stars = ratingStars(rating.rate);
  return {
    idProductRating: rating.idProductRating,
    rate: stars.filter(Boolean).length,
    stars,
    name: rating.name,
    email: rating.leavePublicEmail ? text(rating.email) : undefined,
    dateText: formatRatingDate(rating.dateRegister),
    dateTime: rating.dateRegister,
    city: text(rating.addressCity),
    state: text(rating.addressState),
    title: rating.title,
    comment: rating.comment,
  };
}
