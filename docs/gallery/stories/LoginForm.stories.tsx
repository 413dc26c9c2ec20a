import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from '@vitrine/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPhone, signedIn, storeParameters } from '../support/stories';

const meta = { title: 'Widgets/LoginForm', id: 'widgets-login-form', component: LoginForm } satisfies Meta<
  typeof LoginForm
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail or CPF/CNPJ and password. */
export const SignedOut: Story = {};
/** Already signed in. */
export const SignedIn: Story = { ...signedIn };
/** A wrong password: the store's error banner. */
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = {
  ...storeParameters({}, { expectedStatuses: [401] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const identifier = await canvas.findByRole('textbox');
    // The fields are read-only while the session is checked: typing before it answered would lose letters.
    await waitFor(() => expect(identifier).not.toHaveAttribute('readonly'), { timeout: 15_000 });
    await userEvent.type(identifier, 'maria@example.com');
    await userEvent.type(
      canvasElement.querySelector('input[type="password"]') as HTMLElement,
      'senha-errada',
    );
    await userEvent.click(canvas.getByRole('button', { name: /entrar/i }));
    await expect(await canvas.findByRole('alert')).not.toBeEmptyDOMElement();
  },
};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
