import { useQuote } from '@vitrine/hooks';
import { AlertRegion } from '../foundation/Alert/AlertRegion';
import { QuoteDialog } from './QuoteDialog';

/** A budget button of your own: it opens the page's one quote flow (a `quote.open` on the bus). */
function BudgetButton() {
  const quote = useQuote();
  return (
    <button
      type="button"
      className="vt-button"
      onClick={() =>
        quote.open([
          { idProduct: 1042, name: 'Monitor Profissional 32 Polegadas', idSku: 3120, hasVariations: false },
        ])
      }
    >
      Orçar
    </button>
  );
}

/** Example: the ready-made popup once per page (with the page's alerts for its outcome). */
export function QuoteDialogExample() {
  return (
    <>
      <BudgetButton />
      <QuoteDialog />
      <AlertRegion />
    </>
  );
}

/** Example: the same flow in a layout of your own: products as plain names, the message first. */
export function QuoteDialogPartsExample() {
  return (
    <QuoteDialog.Root>
      <QuoteDialog.Content>
        <QuoteDialog.Title>Peça seu orçamento</QuoteDialog.Title>
        <QuoteDialog.Products>
          {(product) => (
            <QuoteDialog.Product key={product.idProduct} product={product}>
              {product.name}
            </QuoteDialog.Product>
          )}
        </QuoteDialog.Products>
        <QuoteDialog.Form>
          <QuoteDialog.Message label="O que você precisa?" />
          <QuoteDialog.Field name="name" />
          <QuoteDialog.Field name="email" />
          <QuoteDialog.Field name="phone" />
          <QuoteDialog.Status />
          <QuoteDialog.Submit />
        </QuoteDialog.Form>
        <QuoteDialog.Close />
      </QuoteDialog.Content>
    </QuoteDialog.Root>
  );
}
