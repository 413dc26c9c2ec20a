import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserMenu } from '@vitrine/ui';
import { expect, userEvent, within } from 'storybook/test';
import { failing, loading, onPhone, signedIn, storeParameters } from '../support/stories';

const meta = {
  title: 'Widgets/UserMenu',
  id: 'widgets-user-menu',
  component: UserMenu,
  render: () => (
    <header>
      <UserMenu />
    </header>
  ),
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the invitation to sign in. */
export const SignedOut: Story = {};
/** The customer signed in: the welcome and the menu. */
export const SignedIn: Story = { ...signedIn };
/** The menu open: Minha Conta, Meus Pedidos, Sair. */
export const Open: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};
export const Loading: Story = { ...loading };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('customer.verifyLogin', 'customer.getClient') };
export const Mobile: Story = { ...storeParameters({ signedIn: true }), tags: ['mobile'], ...onPhone };
