import * as z from 'zod/mini';
import { productSchema } from '../../schemas/productSchema';

/** A reply listing products (showcases, searches, the wishlist...). */
export const productsReply = z.array(productSchema);
