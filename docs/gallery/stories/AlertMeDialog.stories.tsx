import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAlertMe } from '@vitrine/hooks';
import { sandboxFixtures } from '@vitrine/sandbox';
import { AlertMeDialog, AlertRegion } from '@vitrine/ui';
import { useEffect } from 'react';
import { onPhone, storeParameters } from '../support/stories';

const { productWithVariations } = sandboxFixtures;
const soldOut = {
  idProduct: productWithVariations.idProduct,
  name: productWithVariations.name,
  idSku: productWithVariations.outOfStockSku,
  hasVariations: true,
};

/** A sold-out product's 'Avise-me' button; `openAtOnce` presses it as the story opens. */
function NotifyMe({ openAtOnce = false }: { readonly openAtOnce?: boolean }) {
  const alertMe = useAlertMe();
  const { open } = alertMe;
  useEffect(() => {
    if (openAtOnce) open(soldOut);
  }, [openAtOnce, open]);
  return (
    <>
      <button type="button" className="vt-button" onClick={() => open(soldOut)}>
        Avise-me
      </button>
      <AlertMeDialog />
      <AlertRegion />
    </>
  );
}

const meta = {
  title: 'Widgets/AlertMeDialog',
  id: 'widgets-alert-me-dialog',
  component: NotifyMe,
} satisfies Meta<typeof NotifyMe>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The modal open: product, name, e-mail and phone. */
export const Open: Story = { args: { openAtOnce: true } };
export const Mobile: Story = { args: { openAtOnce: true }, tags: ['mobile'], ...onPhone };
/** The store fails: the modal keeps the fields. */
// biome-ignore lint/suspicious/noShadowRestrictedNames: `Error` is the story name the docs embed.
export const Error: Story = {
  args: { openAtOnce: true },
  ...storeParameters({
    faults: [{ operation: 'catalogue.alertMe', status: 500, message: 'Erro no servidor' }],
  }),
};
