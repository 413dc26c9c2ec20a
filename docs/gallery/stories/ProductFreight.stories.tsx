import type { Meta, StoryObj } from '@storybook/react-vite';
import { sandboxFixtures } from '@vitrine/sandbox';
import { ProductFreight } from '@vitrine/ui';
import { expect, userEvent, within } from 'storybook/test';
import { WithProduct } from '../support/gallery';
import { failing, onPhone } from '../support/stories';

function Freight() {
  return (
    <WithProduct urlFriendly={sandboxFixtures.simple.urlFriendly}>
      {(product) => <ProductFreight product={product} idSku={product.idSku} quantity={1} />}
    </WithProduct>
  );
}

const meta = {
  title: 'Widgets/ProductFreight',
  id: 'widgets-product-freight',
  component: Freight,
} satisfies Meta<typeof Freight>;
export default meta;
type Story = StoryObj<typeof meta>;

const calculate =
  (cep: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox');
    await userEvent.type(field, cep);
    await userEvent.click(canvas.getByRole('button', { name: /calcular/i }));
    await expect(field).toHaveValue(`${cep.slice(0, 5)}-${cep.slice(5)}`);
  };

export const Default: Story = {};
/** São Paulo's options: PAC, SEDEX, carrier, scheduled and store pick-up. */
export const Calculated: Story = { play: calculate('01310100') };
/** 'CEP não encontrado.' */
export const UnknownCep: Story = {
  play: calculate('00000000'),
  parameters: { smoke: { expectedStatuses: [404] } },
};
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = { ...failing('cart.productFreights'), play: calculate('01310100') };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
