import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrivacyNotice } from '@vitrine/ui';
import { onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/PrivacyNotice',
  id: 'widgets-privacy-notice',
  component: PrivacyNotice,
} satisfies Meta<typeof PrivacyNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cookie notice with the policy link and 'Entendi'. */
export const Default: Story = {};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
