/** The texts of `BrandList` ('Compre pela Marca'). */
export const brandListMessages = {
  title: 'Compre pela Marca',
};

/** The shape of {@link brandListMessages}. */
export type BrandListMessages = typeof brandListMessages;
