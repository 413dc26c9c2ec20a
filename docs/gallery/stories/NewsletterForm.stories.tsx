import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsletterForm } from '@vitrine/ui';
import { expect, userEvent, within } from 'storybook/test';
import { failing, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/NewsletterForm',
  id: 'widgets-newsletter-form',
  component: NewsletterForm,
  args: { showTitle: true },
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const subscribe = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  const name = canvas.queryByRole('textbox', { name: /nome/i });
  if (name) await userEvent.type(name, 'Ana Souza');
  await userEvent.type(canvas.getByRole('textbox', { name: /e-mail/i }), 'ana@example.com');
  await userEvent.click(canvas.getByRole('button'));
  await expect(await canvas.findByRole('status')).not.toBeEmptyDOMElement();
};

/** Name and e-mail. */
export const Default: Story = {};
export const EmailOnly: Story = { args: { mode: 'emailOnly', showTitle: false } };
/** Sent: the success message. */
export const Subscribed: Story = { play: subscribe };
/** The store refuses: the error message, the fields kept. */
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('newsletter.register'), play: subscribe };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
