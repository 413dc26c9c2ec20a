import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMostSold } from '@vitrine/hooks';
import { ProductShelf } from '@vitrine/ui';
import { loading, onPhone } from '../support/stories';

/** A titled carousel of the store's best sellers, its products loaded through the hooks. */
function BestSellers() {
  const { data, error } = useMostSold(12);
  return (
    <ProductShelf
      title="Destaques da semana"
      products={data}
      error={error}
      viewAllHref="/busca?n=destaques"
    />
  );
}

const meta = {
  title: 'Widgets/ProductShelf',
  id: 'widgets-product-shelf',
  component: BestSellers,
} satisfies Meta<typeof BestSellers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Placeholders while the products load. */
export const Loading: Story = { ...loading };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
