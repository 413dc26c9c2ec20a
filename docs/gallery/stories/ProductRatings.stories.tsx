import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { ProductRatings } from '@vitrine/ui';
import { WithProduct } from '../support/gallery';
import { failing, onPhone, storeParameters } from '../support/stories';

function Ratings({
  urlFriendly,
  collapsible,
}: {
  readonly urlFriendly: string;
  readonly collapsible?: boolean;
}) {
  return (
    <WithProduct urlFriendly={urlFriendly}>
      {(product) => <ProductRatings product={product} collapsible={collapsible} />}
    </WithProduct>
  );
}

const meta = {
  title: 'Widgets/ProductRatings',
  id: 'widgets-product-ratings',
  component: Ratings,
  args: { urlFriendly: sandboxFixtures.rated.urlFriendly },
} satisfies Meta<typeof Ratings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stars, average and count, each rating; the form behind 'Avaliar produto'. */
export const Default: Story = {};
/** The rating form always open. */
export const FormOpen: Story = { args: { collapsible: false } };
/** A product nobody rated yet. */
export const Empty: Story = { args: { urlFriendly: sandboxFixtures.simple.urlFriendly } };
export const Loading: Story = {
  ...storeParameters({ faults: [{ operation: 'ratings.list', kind: 'timeout' }] }),
};
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('ratings.list') };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
