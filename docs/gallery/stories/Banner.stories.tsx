import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banner } from '@vitrine/ui';
import { loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/Banner',
  id: 'widgets-banner',
  component: Banner,
  args: { type: 'F', width: 1600, height: 500 },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home's full banners: one carousel. */
export const Default: Story = {};
/** A category's central banners. */
export const Central: Story = { args: { type: 'C', textLink: 'moda-feminina/c' } };
export const Loading: Story = { ...loading };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
