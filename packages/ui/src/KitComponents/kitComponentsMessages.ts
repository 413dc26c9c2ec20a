/**
 * The texts of `KitComponents`. 'Esgotado' is the spec's; the others are ours (the spec names none).
 */
export interface KitComponentsMessages {
  /** The block's heading. */
  title: string;
  /** How many units of a component the kit holds. */
  quantity: (quantity: number) => string;
  /** A component with stock. */
  inStock: string;
  /** A component without stock (stock 0 or exhausted). */
  soldOut: string;
  /** Under the list when every component is out of stock, so the kit is too. */
  kitSoldOut: string;
}

/** The pt-BR defaults of {@link KitComponentsMessages}. */
export const kitComponentsMessages: KitComponentsMessages = {
  title: 'Itens do kit',
  quantity: (quantity) => (quantity === 1 ? '1 unidade' : `${quantity} unidades`),
  inStock: 'Em estoque',
  soldOut: 'Esgotado',
  kitSoldOut: 'Kit esgotado: nenhum item tem estoque no momento.',
};
