import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '@vitrine/ui';
import { onPhone } from '../support/stories';

const meta = {
  title: 'Foundation/Alert',
  id: 'foundation-alert',
  component: Alert,
  args: { kind: 'success', title: 'E-mail cadastrado com sucesso!', timeoutMs: 0 },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = {
  args: {
    kind: 'error',
    title: 'Erro ao cadastrar email!',
    detail: 'Ocorreu um erro ao adicionar seu email.',
  },
};
export const Info: Story = { args: { kind: 'info', title: 'Link copiado para a área de transferência' } };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
