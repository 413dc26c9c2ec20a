import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstitutionalLinks, InstitutionalPage, PrivacyPolicy } from '@vitrine/ui';
import { loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/InstitutionalPage',
  id: 'widgets-institutional-page',
  component: InstitutionalPage,
  args: { idCustomPage: '1', idCustomPageContent: '2' },
} satisfies Meta<typeof InstitutionalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The footer's links (`InstitutionalLinks`). */
export const Links: Story = {
  render: () => (
    <footer>
      <InstitutionalLinks order={1} current="/institucional/1/2" />
    </footer>
  ),
};
/** The privacy policy page (`PrivacyPolicy`). */
export const Policy: Story = { render: () => <PrivacyPolicy onDisabled={() => undefined} /> };
/** An address the store does not know. */
export const NotFound: Story = { args: { idCustomPage: '999', idCustomPageContent: '999' } };
export const Loading: Story = { ...loading };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
