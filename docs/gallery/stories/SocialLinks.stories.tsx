import type { Meta, StoryObj } from '@storybook/react-vite';
import { FloatingMessagingButton, SocialLinks } from '@vitrine/ui';
import { loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/SocialLinks',
  id: 'widgets-social-links',
  component: SocialLinks,
  render: (args) => (
    <footer>
      <SocialLinks {...args} />
    </footer>
  ),
} satisfies Meta<typeof SocialLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithNames: Story = { args: { showNames: true, exclude: ['whatsapp'] } };
/** The floating chat (WhatsApp) button the store configured. */
export const FloatingButton: Story = {
  render: () => (
    <footer>
      <FloatingMessagingButton />
    </footer>
  ),
};
export const Loading: Story = { ...loading };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
