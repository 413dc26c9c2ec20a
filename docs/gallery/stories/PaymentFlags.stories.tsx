import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentFlags } from '@vitrine/ui';
import { loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/PaymentFlags',
  id: 'widgets-payment-flags',
  component: PaymentFlags,
  render: () => (
    <footer>
      <PaymentFlags />
    </footer>
  ),
} satisfies Meta<typeof PaymentFlags>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { ...loading };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
