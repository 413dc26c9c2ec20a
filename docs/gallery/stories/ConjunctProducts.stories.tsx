import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { AlertRegion, ConjunctProducts } from '@vitrine/ui';
import { WithProduct } from '../support/gallery';
import { onPhone } from '../support/stories';

function Block() {
  return (
    <>
      <WithProduct urlFriendly={sandboxFixtures.conjunct.urlFriendly}>
        {(product) => <ConjunctProducts product={product} />}
      </WithProduct>
      <AlertRegion />
    </>
  );
}

const meta = {
  title: 'Widgets/ConjunctProducts',
  id: 'widgets-conjunct-products',
  component: Block,
} satisfies Meta<typeof Block>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The items, each with its tick (one out of stock, its tick disabled), subtotal, discount and total. */
export const Default: Story = {};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
