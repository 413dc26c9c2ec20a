import { screen, within } from '@testing-library/react';
import { useQuote } from '@vitrine/hooks';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { QuoteDialog } from './QuoteDialog';

const { priceOnRequest } = sandboxFixtures;

function BudgetButton() {
  const quote = useQuote();
  return (
    <button
      type="button"
      onClick={() =>
        quote.open([
          {
            idProduct: priceOnRequest.idProduct,
            name: priceOnRequest.name,
            idSku: priceOnRequest.idSku,
            hasVariations: false,
          },
        ])
      }
    >
      Orçar
    </button>
  );
}

// Its own file: the box's module is not loaded yet when this test opens it (vitest isolates files).
describe('QuoteDialog, its box loaded on demand', () => {
  it('renders nothing until the flow opens; the first opening shows a spinner at once, then the box with focus in its first field', async () => {
    const { user, container } = renderWithStorefront(
      <>
        <BudgetButton />
        <QuoteDialog />
      </>,
    );
    expect(container.querySelectorAll('.vt-quote-dialog__loading, [role="dialog"]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Orçar' }));
    expect(screen.getByRole('status').textContent).toBe('Carregando…');

    const dialog = await screen.findByRole('dialog', { name: 'Solicitar Orçamento' }, { timeout: 5000 });
    expect(within(dialog).getByLabelText('Nome')).toHaveFocus();
    expect(screen.queryByText('Carregando…')).toBeNull();
    await expectNoAxeViolations(container.ownerDocument.body);
  });
});
