import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { AlertMeDialog, AlertRegion, ProductDetailBuyBox, QuoteDialog } from '@vitrine/ui';
import { WithProduct } from '../support/gallery';
import { failing, onPhone, signedIn, storeParameters } from '../support/stories';

const {
  simple,
  productWithVariations,
  outOfStockStandardSku,
  exhausted,
  priceOnRequest,
  lightningOffer,
  takeXPayY,
} = sandboxFixtures;

/** The buy area of a product loaded through the hooks, with the page's dialogs and alerts. */
function BuyArea({ urlFriendly }: { readonly urlFriendly: string }) {
  return (
    <>
      <WithProduct urlFriendly={urlFriendly}>
        {(product) => <ProductDetailBuyBox product={product} />}
      </WithProduct>
      <AlertMeDialog />
      <QuoteDialog />
      <AlertRegion />
    </>
  );
}

const meta = {
  title: 'Widgets/ProductDetail',
  id: 'widgets-product-detail',
  component: BuyArea,
  args: { urlFriendly: productWithVariations.urlFriendly },
} satisfies Meta<typeof BuyArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Colour × size variations, price, stock, quantity and buy. */
export const Default: Story = {};
/** Sold out: 'Avise-me' instead of the buy button. */
export const OutOfStock: Story = {
  args: { urlFriendly: simple.urlFriendly },
  ...storeParameters({ setup: (store) => store.setStock(simple.idSku, 0) }),
};
/** Some sizes sold out (struck through); an available one is chosen. */
export const SomeSizesSoldOut: Story = { args: { urlFriendly: outOfStockStandardSku.urlFriendly } };
/** Exhausted product. */
export const Exhausted: Story = { args: { urlFriendly: exhausted.urlFriendly } };
/** 'Sob Consulta': quote only. */
export const PriceOnRequest: Story = { args: { urlFriendly: priceOnRequest.urlFriendly } };
/** A lightning offer with its countdown and a limit per item. */
export const LightningOffer: Story = { args: { urlFriendly: lightningOffer.urlFriendly } };
/** Part of 'Leve 3 Pague 2'. */
export const TakeXPayY: Story = { args: { urlFriendly: takeXPayY.urlFriendly } };
export const SignedIn: Story = { ...signedIn };
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('catalogue.productDetail') };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
