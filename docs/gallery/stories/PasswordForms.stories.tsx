import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChangeForm, RecoverEmailForm } from '@vitrine/ui';
import { onPhone, signedIn } from '../support/stories';

const meta = {
  title: 'Widgets/PasswordForms',
  id: 'widgets-password-forms',
  component: PasswordChangeForm,
  args: { location: '/customer' },
} satisfies Meta<typeof PasswordChangeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account page's password change (`PasswordChangeForm`), signed in. */
export const SignedIn: Story = { ...signedIn };
/** The page a recovery link opens (its `token`). */
export const RecoveryLink: Story = { args: { token: 'token-de-exemplo', title: 'Crie uma nova senha' } };
/** Access recovery (`RecoverEmailForm`): 'Esqueci minha senha' and 'Esqueci meu e-mail'. */
export const RecoverAccess: Story = { render: () => <RecoverEmailForm /> };
export const Mobile: Story = { ...signedIn, tags: ['mobile'], ...onPhone };
