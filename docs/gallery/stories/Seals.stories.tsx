import type { Meta, StoryObj } from '@storybook/react-vite';
import { Seals } from '@vitrine/ui';
import { loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/Seals',
  id: 'widgets-seals',
  component: Seals,
  render: () => (
    <footer>
      <Seals />
    </footer>
  ),
} satisfies Meta<typeof Seals>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { ...loading };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
