import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { ProductGallery } from '@vitrine/ui';
import { WithProduct } from '../support/gallery';
import { failing, onPhone } from '../support/stories';

function PictureGallery({
  urlFriendly,
  idSku,
}: {
  readonly urlFriendly: string;
  readonly idSku?: number | null;
}) {
  return (
    <WithProduct urlFriendly={urlFriendly}>
      {(product) => <ProductGallery product={product} idSku={idSku} />}
    </WithProduct>
  );
}

const meta = {
  title: 'Widgets/ProductGallery',
  id: 'widgets-product-gallery',
  component: PictureGallery,
  args: { urlFriendly: sandboxFixtures.productWithVariations.urlFriendly },
} satisfies Meta<typeof PictureGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The chosen SKU's pictures. */
export const ChosenSku: Story = { args: { idSku: sandboxFixtures.productWithVariations.inStockSku } };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('catalogue.productDetail') };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
