import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { AlertRegion, CartCount, CartPreview } from '@vitrine/ui';
import { failing, onPhone, storeParameters } from '../support/stories';

const { simple, productWithVariations } = sandboxFixtures;
const lines = [
  { idProduct: simple.idProduct, quantity: 2 },
  { idProduct: productWithVariations.idProduct, idSku: productWithVariations.inStockSku, quantity: 1 },
];

const meta = {
  title: 'Widgets/CartPreview',
  id: 'widgets-cart-preview',
  component: CartPreview,
  args: { defaultOpen: true },
  render: (args) => (
    <>
      <CartCount />
      <CartPreview {...args} />
      <AlertRegion />
    </>
  ),
  parameters: { store: { cart: lines } },
} satisfies Meta<typeof CartPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet open with two lines, freight by CEP and the totals. */
export const Default: Story = {};
/** Closed: only the header badge that opens it. */
export const Closed: Story = { args: { defaultOpen: false } };
export const Empty: Story = { ...storeParameters({}) };
export const Loading: Story = { ...storeParameters({ cart: lines, loading: true }) };
/** The cart cannot be read (every `cart.get` answers 500): the badge shows '?'. */
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('cart.get') };
/** A line sold out after it was added: the out-of-stock modal. */
export const OutOfStock: Story = {
  ...storeParameters({
    cart: lines,
    // Sold out after it was added: stock 0 and flagged exhausted.
    setup: (store) => {
      store.setStock(simple.idSku, 0);
      store.setExhausted(simple.idProduct, true);
    },
  }),
};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
