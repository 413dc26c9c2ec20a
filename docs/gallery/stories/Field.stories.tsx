import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '@vitrine/ui';
import { onPhone } from '../support/stories';

function EmailField({ error }: { readonly error?: string }) {
  return (
    <Field name="email" label="E-mail" controlId="gallery-email" errorId="gallery-email-error" error={error}>
      <input type="email" autoComplete="email" className="vt-input" name="email" />
    </Field>
  );
}

const meta = { title: 'Foundation/Field', id: 'foundation-field', component: EmailField } satisfies Meta<
  typeof EmailField
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The message linked to the control (`aria-invalid`, `aria-describedby`). */
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { args: { error: 'Por favor, informe um e-mail válido.' } };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
