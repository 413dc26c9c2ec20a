import type { Meta, StoryObj } from '@storybook/react-vite';
import { B2b } from '@vitrine/ui';
import { onPhone } from '../support/stories';

const meta = { title: 'Widgets/B2b', id: 'widgets-b2b', component: B2b } satisfies Meta<typeof B2b>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomTexts: Story = {
  args: { title: 'Área B2B', description: 'Fale com a nossa equipe pelo WhatsApp.' },
};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
