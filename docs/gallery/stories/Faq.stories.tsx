import type { Meta, StoryObj } from '@storybook/react-vite';
import { Faq, FaqLink } from '@vitrine/ui';
import { loading, onPhone } from '../support/stories';

const meta = { title: 'Widgets/Faq', id: 'widgets-faq', component: Faq } satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Perguntas frequentes', the first answer open. */
export const Default: Story = { args: { defaultValue: ['0'] } };
/** The footer's link (`FaqLink`). */
export const Link: Story = {
  render: () => (
    <footer>
      <FaqLink />
    </footer>
  ),
};
export const Loading: Story = { ...loading };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
