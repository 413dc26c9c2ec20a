import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { AlsoPurchased, HomeShowcase, MostSoldShelf, NewcomersShelf, RelatedProducts } from '@vitrine/ui';
import { loading, onPhone } from '../support/stories';

const meta = {
  title: 'Widgets/ProductShelves',
  id: 'widgets-product-shelves',
  component: HomeShowcase,
} satisfies Meta<typeof HomeShowcase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home showcase (`HomeShowcase`). */
export const Default: Story = {};
/** The home's group showcase. */
export const GroupShowcase: Story = { args: { type: 'group' } };
/** 'Produtos mais vendidos' (`MostSoldShelf`). */
export const MostSold: Story = { render: () => <MostSoldShelf viewAllHref="/busca?n=mais+vendidos" /> };
/** 'Recém chegados' (`NewcomersShelf`). */
export const Newcomers: Story = { render: () => <NewcomersShelf /> };
/** The detail page's related products (`RelatedProducts`). */
export const Related: Story = {
  render: () => <RelatedProducts idProduct={sandboxFixtures.productWithVariations.idProduct} />,
};
/** The detail page's 'who bought also bought' (`AlsoPurchased`). */
export const AlsoBought: Story = {
  render: () => <AlsoPurchased idProduct={sandboxFixtures.productWithVariations.idProduct} />,
};
export const Loading: Story = { ...loading };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
