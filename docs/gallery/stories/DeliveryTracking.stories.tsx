import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveryTracking } from '@vitrine/ui';
import { onPhone } from '../support/stories';

/** The provider's script stands in as an empty module: the gallery loads nothing from outside. */
const scriptUrl = () => 'data:text/javascript,';

const meta = {
  title: 'Widgets/DeliveryTracking',
  id: 'widgets-delivery-tracking',
  component: DeliveryTracking,
  args: { scriptUrl },
} satisfies Meta<typeof DeliveryTracking>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the store's token: the provider's container. */
export const Default: Story = {};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
