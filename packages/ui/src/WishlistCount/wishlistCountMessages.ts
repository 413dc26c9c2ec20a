/**
 * The pt-BR texts of `WishlistCount`; the spec names none (the platform only says the count is for signed-in
 * customers), so these are the kit's.
 */
export const wishlistCountMessages = {
  /** The accessible label while the count loads (a link to the wishlist must always have a name). */
  name: 'Lista de desejos',
  /** The accessible label for `{count}` items (0 or 2+). */
  label: '{count} itens na lista de desejos',
  /** The accessible label for one item. */
  labelOne: '1 item na lista de desejos',
};

/** The texts of `WishlistCount` (see `wishlistCountMessages`). */
export type WishlistCountMessages = typeof wishlistCountMessages;
