import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { FixedActions } from '@vitrine/ui';
import { onPhone, storeParameters } from '../support/stories';

const meta = {
  title: 'Widgets/FixedActions',
  id: 'widgets-fixed-actions',
  component: FixedActions,
  args: { showLabels: true },
} satisfies Meta<typeof FixedActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Icons only, with a cart holding one product. */
export const IconsOnly: Story = {
  args: { showLabels: false },
  ...storeParameters({ cart: [{ idProduct: sandboxFixtures.simple.idProduct, quantity: 1 }] }),
};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
