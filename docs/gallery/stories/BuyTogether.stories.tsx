import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { AlertRegion, BuyTogether } from '@vitrine/ui';
import { WithProduct } from '../support/gallery';
import { failing, onPhone } from '../support/stories';

function Block() {
  return (
    <>
      <WithProduct urlFriendly={sandboxFixtures.buyTogether.urlFriendly}>
        {(product) => <BuyTogether product={product} />}
      </WithProduct>
      <AlertRegion />
    </>
  );
}

const meta = { title: 'Widgets/BuyTogether', id: 'widgets-buy-together', component: Block } satisfies Meta<
  typeof Block
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Compre Junto': the page's product and its set, totals, one button. */
export const Default: Story = {};
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('catalogue.productDetail') };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
