import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryDrawer } from '@vitrine/ui';
import { failing, loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/CategoryDrawer',
  id: 'widgets-category-drawer',
  component: CategoryDrawer,
  render: (args) => (
    <header>
      <CategoryDrawer {...args} />
    </header>
  ),
} satisfies Meta<typeof CategoryDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 'Menu' button, closed. */
export const Default: Story = {};
/** The drawer open with the category tree. */
export const Open: Story = { args: { defaultOpen: true } };
export const Loading: Story = { ...loading, args: { defaultOpen: true } };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('catalogue.categories'), args: { defaultOpen: true } };
export const Mobile: Story = { tags: ['mobile'], ...onPhone, args: { defaultOpen: true } };
