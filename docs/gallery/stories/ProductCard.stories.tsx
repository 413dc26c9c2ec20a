import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMostSold } from '@vitrine/hooks';
import { ProductCard } from '@vitrine/ui';
import { everythingSoldOut, onPhone, signedIn } from '../support/stories';

/** The store's best sellers as a listing grid of cards (loaded through the hooks, as a page does). */
function CardGrid({ count = 4 }: { readonly count?: number }) {
  const { data } = useMostSold(count);
  return (
    <section aria-labelledby="gallery-cards-title">
      <h2 id="gallery-cards-title">Mais vendidos</h2>
      <ul className="gallery-grid">
        {(data ?? []).map((product, index) => (
          <li key={product.idProduct}>
            <ProductCard product={product} listName="Mais vendidos" index={index} priority={index < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const meta = {
  title: 'Widgets/ProductCard',
  id: 'widgets-product-card',
  component: CardGrid,
} satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Every product sold out: 'Esgotado' instead of the buy control. */
export const OutOfStock: Story = { ...everythingSoldOut };
/** The signed-in customer: the wishlist toggle knows the saved products. */
export const SignedIn: Story = { ...signedIn };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
