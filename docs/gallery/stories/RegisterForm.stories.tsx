import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterForm } from '@vitrine/ui';
import { onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/RegisterForm',
  id: 'widgets-register-form',
  component: RegisterForm,
  args: { showTitle: true },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A person: CPF and birth date. */
export const Default: Story = {};
/** A company: CNPJ. */
export const Company: Story = { args: { defaultPersonType: 'company' } };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
