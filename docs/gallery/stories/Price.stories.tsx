import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from '@vitrine/ui';
import { onPhone } from '../support/stories';

const sku = { price: 199.9, pricePromotion: 169.9, installmentMax: { maxNumber: 6, value: 28.32 } };

const meta = {
  title: 'Foundation/Price',
  id: 'foundation-price',
  component: Price,
  args: { product: sku, showInstallments: true },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A promotion: old price, price paid, discount and installments. */
export const Default: Story = {};
/** A starting price ('a partir de'). */
export const From: Story = { args: { product: undefined, showInstallments: false, price: 89.9, from: true } };
/** 'Sob Consulta'. */
export const PriceOnRequest: Story = {
  args: { product: undefined, showInstallments: false, idTypeProduct: 3, price: 0 },
};
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
