import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '@vitrine/ui';
import { onPhone } from '../support/stories';

const meta = { title: 'Foundation/Spinner', id: 'foundation-spinner', component: Spinner } satisfies Meta<
  typeof Spinner
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 'lg', label: 'Calculando frete…' } };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
