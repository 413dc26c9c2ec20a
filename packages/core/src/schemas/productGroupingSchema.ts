import * as z from 'zod/mini';
import type { KnownFields } from './KnownFields';

/**
 * The grouping of sibling products shown as "Outras Cores": how each sibling is shown (`type`: a colour
 * swatch, a text, an image or the product's image) and the siblings' links.
 */
export const productGroupingSchema = z.looseObject({
  type: z.enum(['Cor', 'Texto', 'Imagem', 'ImagemProduto']),
  name: z.string(),
  products: z.array(
    z.looseObject({
      idProduct: z.number(),
      description: z.string(),
      urlFriendly: z.string(),
      /** The swatch colour or image of the sibling, depending on `type`; `undefined` when not sent. */
      color: z.nullish(z.string()),
      image: z.nullish(z.string()),
    }),
  ),
});

/** The grouping of sibling products. */
export interface ProductGrouping extends KnownFields<z.infer<typeof productGroupingSchema>> {}
