import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductListing } from '@vitrine/ui';
import { failing, loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/ProductListing',
  id: 'widgets-product-listing',
  component: ProductListing,
  args: { kind: 'category', textLink: 'moda-feminina/c', listName: 'Moda Feminina' },
} satisfies Meta<typeof ProductListing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A category: count, 'Ordenar por', filters, the grid and numbered pages. */
export const Default: Story = {};
/** A search with results. */
export const Search: Story = { args: { kind: 'search', term: 'camiseta', textLink: undefined } };
/** A search without results: the empty state with the most-sold and newcomers blocks. */
export const Empty: Story = { args: { kind: 'search', term: 'xyzxyz', textLink: undefined } };
export const Loading: Story = { ...loading };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('catalogue.productsByCategory') };
/** On a phone: the 'Filtrar' drawer. */
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
