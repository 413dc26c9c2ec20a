import { screen, within } from '@testing-library/react';
import { useAlertMe } from '@vitrine/hooks';
import { expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { sandboxFixtures } from '@vitrine/sandbox';
import { describe, expect, it } from 'vitest';
import { AlertMeDialog } from './AlertMeDialog';

const { productWithVariations } = sandboxFixtures;

function SoldOutButton() {
  const alertMe = useAlertMe();
  return (
    <button
      type="button"
      onClick={() =>
        alertMe.open({
          idProduct: productWithVariations.idProduct,
          name: productWithVariations.name,
          idSku: productWithVariations.outOfStockSku,
          hasVariations: true,
        })
      }
    >
      Avise-me quando chegar
    </button>
  );
}

// Its own file: the box's module is not loaded yet when this test opens it (vitest isolates files).
describe('AlertMeDialog, its box loaded on demand', () => {
  it('renders nothing until the flow opens; the first opening shows a spinner at once, then the box with focus in its first field', async () => {
    const { user, container } = renderWithStorefront(
      <>
        <SoldOutButton />
        <AlertMeDialog />
      </>,
    );
    expect(container.querySelectorAll('.vt-alert-me-dialog__loading, [role="dialog"]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Avise-me quando chegar' }));
    expect(screen.getByRole('status').textContent).toBe('Carregando…');

    const dialog = await screen.findByRole('dialog', { name: 'Avise-me quando chegar' }, { timeout: 5000 });
    expect(within(dialog).getByLabelText('Nome')).toHaveFocus();
    expect(screen.queryByText('Carregando…')).toBeNull();
    await expectNoAxeViolations(container.ownerDocument.body);
  });
});
