import type { Meta, StoryObj } from '@storybook/react-vite';
import { SanitizedHtml } from '@vitrine/ui';
import { onPhone } from '../support/stories';

const meta = {
  title: 'Foundation/SanitizedHtml',
  id: 'foundation-sanitized-html',
  component: SanitizedHtml,
  args: {
    html: '<p>Algodão <strong>orgânico</strong>, lavagem à mão.</p><script>alert(1)</script>',
    empty: <p>Sem descrição.</p>,
  },
} satisfies Meta<typeof SanitizedHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A description with a script that never runs. */
export const Default: Story = {};
export const Empty: Story = { args: { html: '' } };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
