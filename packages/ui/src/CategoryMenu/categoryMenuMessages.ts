/** The texts of `CategoryMenu`; the vertical title is the spec's 'Todas as categorias'. */
export const categoryMenuMessages = {
  /** The vertical menu's title. */
  title: 'Todas as categorias',
  /** The horizontal menu's landmark name (not in the spec). */
  label: 'Categorias',
  /** The name of the button that shows a category's children; `{name}` is the category (not in the spec). */
  toggle: 'Subcategorias de {name}',
};

/** The shape of {@link categoryMenuMessages}. */
export type CategoryMenuMessages = typeof categoryMenuMessages;
