import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoreData } from '@vitrine/ui';
import { loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/StoreData',
  id: 'widgets-store-data',
  component: StoreData,
  render: () => (
    <footer>
      <StoreData />
    </footer>
  ),
} satisfies Meta<typeof StoreData>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { ...loading };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
