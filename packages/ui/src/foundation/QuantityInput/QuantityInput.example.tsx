import { useState } from 'react';
import { QuantityInput } from './QuantityInput';

/** Example usage of `QuantityInput`: a controlled quantity capped at a SKU's stock on the detail page. */
export function QuantityInputExample() {
  const [quantity, setQuantity] = useState(1);
  return (
    <QuantityInput value={quantity} onValueChange={setQuantity} stock={12} stockContext="detail" showLabel />
  );
}
