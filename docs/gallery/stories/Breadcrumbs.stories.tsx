import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from '@vitrine/ui';
import { failing, loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/Breadcrumbs',
  id: 'widgets-breadcrumbs',
  component: Breadcrumbs,
  args: { page: { kind: 'category', level: '010101' } },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A third-level category: Início › Moda Feminina › Roupas › Vestidos. */
export const Default: Story = {};
/** A page outside the tree (a search). */
export const Search: Story = { args: { page: { kind: 'page', label: 'vestido' } } };
export const Loading: Story = { ...loading };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('catalogue.categories') };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
