import type { Meta, StoryObj } from '@storybook/react-vite';
import { WishlistCount } from '@vitrine/ui';
import { onPhone, signedIn } from '../support/stories';

const meta = {
  title: 'Widgets/WishlistCount',
  id: 'widgets-wishlist-count',
  component: WishlistCount,
  args: { href: '/customer/wishlist' },
} satisfies Meta<typeof WishlistCount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in customer's wishlist count. */
export const SignedIn: Story = { ...signedIn };
export const Mobile: Story = { ...signedIn, tags: ['mobile'], ...onPhone };
