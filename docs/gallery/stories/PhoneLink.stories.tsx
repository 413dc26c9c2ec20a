import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneLink } from '@vitrine/ui';
import { failing, loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/PhoneLink',
  id: 'widgets-phone-link',
  component: PhoneLink,
  render: (args) => (
    <p>
      Atendimento: <PhoneLink {...args} />
    </p>
  ),
} satisfies Meta<typeof PhoneLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company's phone. */
export const Default: Story = {};
export const GivenNumber: Story = { args: { phone: '(21) 3333-4444' } };
export const Loading: Story = { ...loading };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('content.company') };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
