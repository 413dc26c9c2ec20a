import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm } from '@vitrine/ui';
import { expect, userEvent, within } from 'storybook/test';
import { failing, loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/ContactForm',
  id: 'widgets-contact-form',
  component: ContactForm,
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field, the store's topics. */
export const Default: Story = {};
/** 'ENVIAR' on an empty form: every field's message. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /enviar/i }));
    await expect(canvas.getAllByRole('textbox')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Loading: Story = { ...loading };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('contact.topics') };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
