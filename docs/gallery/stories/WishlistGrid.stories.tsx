import type { Meta, StoryObj } from '@storybook/react-vite';
import { WishlistGrid } from '@vitrine/ui';
import { failing, onPhone, signedIn, storeParameters } from '../support/stories';

const meta = {
  title: 'Widgets/WishlistGrid',
  id: 'widgets-wishlist-grid',
  component: WishlistGrid,
} satisfies Meta<typeof WishlistGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in customer's saved products. */
export const SignedIn: Story = { ...signedIn };
export const SignedOut: Story = {};
export const Empty: Story = {
  ...storeParameters({
    signedIn: true,
    setup: (store) => {
      for (const customer of store.data.customers) customer.wishlist.splice(0);
    },
  }),
};
export const Loading: Story = {
  ...storeParameters({ signedIn: true, faults: [{ operation: 'customer.wishlist', kind: 'timeout' }] }),
};
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = {
  ...storeParameters({ signedIn: true, ...failing('customer.wishlist').parameters.store }),
};
export const Mobile: Story = { ...signedIn, tags: ['mobile'], ...onPhone };
