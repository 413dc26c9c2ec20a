const emptySelection = {};

/**
 * A `useCart` selector that selects nothing: a part that only calls the cart's actions never re-renders when
 * the cart changes (the selection is always the same object).
 */
export const noSelection = (): object => emptySelection;
