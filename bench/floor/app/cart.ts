import { createContext } from 'react';

/** The tiny client-side cart: a count and a way to add one. */
export const CartCount = createContext({ count: 0, add: () => {} });
