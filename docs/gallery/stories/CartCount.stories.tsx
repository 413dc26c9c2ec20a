import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { CartCount, CartPreview } from '@vitrine/ui';
import { failing, loading, onPhone, storeParameters } from '../support/stories';

const { simple, productWithVariations } = sandboxFixtures;
const twoLines = storeParameters({
  cart: [
    { idProduct: simple.idProduct, quantity: 2 },
    { idProduct: productWithVariations.idProduct, idSku: productWithVariations.inStockSku, quantity: 1 },
  ],
});

const meta = {
  title: 'Widgets/CartCount',
  id: 'widgets-cart-count',
  component: CartCount,
  render: () => (
    <header>
      <CartCount />
      <CartPreview />
    </header>
  ),
} satisfies Meta<typeof CartCount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three units in the cart: the badge names the count. */
export const Default: Story = { ...twoLines };
export const Empty: Story = {};
export const Loading: Story = { ...loading };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('cart.count', 'cart.get') };
export const Mobile: Story = { ...twoLines, tags: ['mobile'], ...onPhone };
