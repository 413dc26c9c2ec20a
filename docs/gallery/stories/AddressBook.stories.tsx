import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressBook } from '@vitrine/ui';
import { failing, onPhone, signedIn, storeParameters } from '../support/stories';

const meta = {
  title: 'Widgets/AddressBook',
  id: 'widgets-address-book',
  component: AddressBook,
} satisfies Meta<typeof AddressBook>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's addresses with the default badges. */
export const SignedIn: Story = { ...signedIn };
export const Empty: Story = {
  ...storeParameters({
    signedIn: true,
    setup: (store) => {
      for (const customer of store.data.customers) customer.addresses.splice(0);
    },
  }),
};
export const Loading: Story = {
  ...storeParameters({ signedIn: true, faults: [{ operation: 'customer.addresses', kind: 'timeout' }] }),
};
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = {
  ...storeParameters({ signedIn: true, ...failing('customer.addresses').parameters.store }),
};
export const Mobile: Story = { ...signedIn, tags: ['mobile'], ...onPhone };
