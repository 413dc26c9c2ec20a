import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuote } from '@vitrine/hooks';
import { sandboxFixtures } from '@vitrine/sandbox';
import { AlertRegion, QuoteDialog } from '@vitrine/ui';
import { useEffect } from 'react';
import { onPhone } from '../support/stories';

const { priceOnRequest } = sandboxFixtures;
const products = [
  {
    idProduct: priceOnRequest.idProduct,
    name: priceOnRequest.name,
    idSku: priceOnRequest.idSku,
    hasVariations: false,
  },
];

/** A price-on-request product's 'Orçar' button; `openAtOnce` presses it as the story opens. */
function Budget({ openAtOnce = false }: { readonly openAtOnce?: boolean }) {
  const { open } = useQuote();
  useEffect(() => {
    if (openAtOnce) open(products);
  }, [openAtOnce, open]);
  return (
    <>
      <button type="button" className="vt-button" onClick={() => open(products)}>
        Orçar
      </button>
      <QuoteDialog />
      <AlertRegion />
    </>
  );
}

const meta = { title: 'Widgets/QuoteDialog', id: 'widgets-quote-dialog', component: Budget } satisfies Meta<
  typeof Budget
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The popup open: products, name, e-mail, phone and message. */
export const Open: Story = { args: { openAtOnce: true } };
export const Mobile: Story = { args: { openAtOnce: true }, tags: ['mobile'], ...onPhone };
