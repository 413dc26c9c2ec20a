import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryMenu } from '@vitrine/ui';
import { failing, loading, onPhone, storeParameters } from '../support/stories';

const meta = {
  title: 'Widgets/CategoryMenu',
  id: 'widgets-category-menu',
  component: CategoryMenu,
} satisfies Meta<typeof CategoryMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The vertical tree. */
export const Default: Story = {};
/** The header bar: the first five, with pictures. */
export const Horizontal: Story = { args: { orientation: 'horizontal', topOnly: true, imagePosition: 'top' } };
export const Empty: Story = { ...storeParameters({ setup: (store) => store.data.categories.splice(0) }) };
export const Loading: Story = { ...loading };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('catalogue.categories') };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
