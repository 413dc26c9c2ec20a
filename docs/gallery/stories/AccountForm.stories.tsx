import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountForm } from '@vitrine/ui';
import { onPhone, signedIn, storeParameters } from '../support/stories';

const meta = {
  title: 'Widgets/AccountForm',
  id: 'widgets-account-form',
  component: AccountForm,
} satisfies Meta<typeof AccountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's data, filled in. */
export const SignedIn: Story = { ...signedIn };
export const Loading: Story = {
  ...storeParameters({ signedIn: true, faults: [{ operation: 'customer.getClient', kind: 'timeout' }] }),
};
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = {
  ...storeParameters({
    signedIn: true,
    faults: [{ operation: 'customer.getClient', status: 500, message: 'Erro no servidor' }],
  }),
};
export const Mobile: Story = { ...signedIn, tags: ['mobile'], ...onPhone };
