import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderList } from '@vitrine/ui';
import { failing, onPhone, signedIn, storeParameters } from '../support/stories';

const meta = { title: 'Widgets/OrderList', id: 'widgets-order-list', component: OrderList } satisfies Meta<
  typeof OrderList
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Meus Pedidos' of the signed-in customer. */
export const SignedIn: Story = { ...signedIn };
/** A visitor: the invitation to sign in. */
export const SignedOut: Story = {};
export const Empty: Story = {
  ...storeParameters({
    signedIn: true,
    setup: (store) => {
      for (const customer of store.data.customers) customer.orders.splice(0);
    },
  }),
};
export const Loading: Story = { ...storeParameters({ signedIn: true, loading: true }) };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = {
  ...storeParameters({ signedIn: true, ...failing('customer.orders').parameters.store }),
};
/** Cards on a phone. */
export const Mobile: Story = { ...signedIn, tags: ['mobile'], ...onPhone };
