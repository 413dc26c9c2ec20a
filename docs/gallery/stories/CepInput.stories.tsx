import type { Meta, StoryObj } from '@storybook/react-vite';
import { CepInput } from '@vitrine/ui';
import { expect, userEvent, within } from 'storybook/test';
import { onPhone } from '../support/stories';

const meta = {
  title: 'Foundation/CepInput',
  id: 'foundation-cep-input',
  component: CepInput,
  args: { name: 'cep', required: true },
} satisfies Meta<typeof CepInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Masked as typed: 00000-000. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox');
    await userEvent.type(field, '01310100');
    await expect(field).toHaveValue('01310-100');
  },
};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
