import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from '@vitrine/ui';
import { failing, loading, onPhone } from '../support/stories';

const meta = { title: 'Widgets/Logo', id: 'widgets-logo', component: Logo } satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company's logo linking home. */
export const Default: Story = {};
/** No picture: the store's name as text. */
export const NameOnly: Story = { args: { src: null } };
export const Loading: Story = { ...loading };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('content.company') };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
