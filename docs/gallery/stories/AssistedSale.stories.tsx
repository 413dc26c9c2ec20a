import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssistedSale } from '@vitrine/ui';
import { onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/AssistedSale',
  id: 'widgets-assisted-sale',
  component: AssistedSale,
} satisfies Meta<typeof AssistedSale>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomTexts: Story = {
  args: { title: 'Venda assistida', description: 'Fale com a nossa equipe pelo WhatsApp.' },
};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
