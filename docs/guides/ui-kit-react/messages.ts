// #region messages
import type { StorefrontMessagesOverride } from '@vitrine/hooks';
import type {} from '@vitrine/ui'; // adds the kit's `ui` section to StorefrontMessages

/** The store's own words where it wants them; every other text keeps its pt-BR default. */
export const messages: StorefrontMessagesOverride = {
  ui: {
    cartCount: { label: (count) => (count === 1 ? '1 item na sacola' : `${count} itens na sacola`) },
    cartPreview: { title: 'Minha Sacola' },
  },
  rules: { cartEmpty: 'Sua sacola está vazia.' },
};
// #endregion messages
