import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from '@vitrine/ui';
import { onPhone } from '../support/stories';

const meta = {
  title: 'Foundation/ConfirmDialog',
  id: 'foundation-confirm-dialog',
  component: ConfirmDialog,
  args: {
    title: 'Excluir produto?',
    description: 'O produto sairá do seu carrinho.',
    confirm: 'Excluir',
    trigger: (
      <button type="button" className="vt-button" data-variant="secondary">
        Excluir
      </button>
    ),
    onConfirm: () => new Promise((resolve) => setTimeout(resolve, 800)),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger, closed. */
export const Default: Story = {};
/** The confirm box open. */
export const Open: Story = { args: { defaultOpen: true } };
/** An alert box: one button. */
export const AlertMode: Story = {
  args: {
    mode: 'alert',
    title: 'Link copiado para a área de transferência',
    description: undefined,
    defaultOpen: true,
  },
};
export const Mobile: Story = { args: { defaultOpen: true }, tags: ['mobile'], ...onPhone };
