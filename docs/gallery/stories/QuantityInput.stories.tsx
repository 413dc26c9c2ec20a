import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuantityInput } from '@vitrine/ui';
import { useState } from 'react';
import { onPhone } from '../support/stories';

function Controlled({ stock, initial = 1 }: { readonly stock: number; readonly initial?: number }) {
  const [quantity, setQuantity] = useState(initial);
  return (
    <QuantityInput
      value={quantity}
      onValueChange={setQuantity}
      stock={stock}
      stockContext="detail"
      showLabel
    />
  );
}

const meta = {
  title: 'Foundation/QuantityInput',
  id: 'foundation-quantity-input',
  component: Controlled,
  args: { stock: 12 },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** At the stock: '+' disabled. */
export const AtStock: Story = { args: { stock: 3, initial: 3 } };
export const OutOfStock: Story = { args: { stock: 0 } };
export const Mobile: Story = { tags: ['mobile'], ...onPhone };
