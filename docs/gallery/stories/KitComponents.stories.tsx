import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { KitComponents } from '@vitrine/ui';
import { WithProduct } from '../support/gallery';
import { onPhone, storeParameters } from '../support/stories';

function Block() {
  return (
    <WithProduct urlFriendly={sandboxFixtures.kit.urlFriendly}>
      {(product) => <KitComponents product={product} />}
    </WithProduct>
  );
}

const meta = {
  title: 'Widgets/KitComponents',
  id: 'widgets-kit-components',
  component: Block,
} satisfies Meta<typeof Block>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Every component out of stock: the kit says so. */
export const OutOfStock: Story = {
  ...storeParameters({
    setup: (store) => {
      for (const { idProduct } of sandboxFixtures.kit.components) {
        const product = store.data.products.find((p) => p.idProduct === idProduct);
        for (const sku of product?.skUs ?? []) store.setStock(sku.idSku, 0);
      }
    },
  }),
};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
