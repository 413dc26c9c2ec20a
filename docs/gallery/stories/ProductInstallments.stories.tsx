import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { ProductInstallments } from '@vitrine/ui';
import { WithProduct } from '../support/gallery';
import { failing, onPhone, storeParameters } from '../support/stories';

function Installments({ showFirst }: { readonly showFirst?: boolean }) {
  return (
    <WithProduct urlFriendly={sandboxFixtures.simple.urlFriendly}>
      {(product) => (
        <ProductInstallments product={product} idSku={product.idSku} quantity={1} showFirst={showFirst} />
      )}
    </WithProduct>
  );
}

const meta = {
  title: 'Widgets/ProductInstallments',
  id: 'widgets-product-installments',
  component: Installments,
} satisfies Meta<typeof Installments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Formas de pagamento', loaded on the first click. */
export const Default: Story = {};
/** Loaded at once: card installments, boleto, PIX and debit banks. */
export const Open: Story = { args: { showFirst: true } };
export const Loading: Story = {
  args: { showFirst: true },
  ...storeParameters({ faults: [{ operation: 'cart.installments', kind: 'timeout' }] }),
};
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { args: { showFirst: true }, ...failing('cart.installments', 'cart.gateways') };
export const Mobile: Story = { args: { showFirst: true }, tags: ['mobile'], ...onPhone };
