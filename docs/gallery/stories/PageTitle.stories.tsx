import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageTitle } from '@vitrine/ui';
import { onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/PageTitle',
  id: 'widgets-page-title',
  component: PageTitle,
  args: { page: { kind: 'category', category: { name: 'Vestidos' } }, level: 2 },
} satisfies Meta<typeof PageTitle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Search: Story = { args: { page: { kind: 'search', term: 'camiseta' } } };
export const Brand: Story = {
  args: { page: { kind: 'brand', brand: { name: 'Sonora Áudio', title: 'Sonora' } } },
};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
