/** The pt-BR texts of `CategoryDrawer` (the kit's own; the drawer's title is the category menu's). */
export const categoryDrawerMessages = {
  /** The button's visible text. */
  trigger: 'Menu',
  /** The button's accessible name (it holds the visible 'Menu'). */
  triggerLabel: 'Abrir menu de categorias',
  /** The drawer's heading, which names the dialog. */
  title: 'Todas as categorias',
  /** The accessible name of the drawer's × button. */
  close: 'Fechar menu de categorias',
};

/** The texts of `CategoryDrawer` (see `categoryDrawerMessages`). */
export type CategoryDrawerMessages = typeof categoryDrawerMessages;
