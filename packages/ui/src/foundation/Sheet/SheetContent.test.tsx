import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SheetContent } from './SheetContent';

/** A page with a button outside the sheet, a badge that opens it from elsewhere, and the sheet. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <button type="button">Fora</button>
        <button type="button" onClick={() => setOpen(true)}>
          Badge
        </button>
      </main>
      <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
        <Dialog.Trigger>Abrir</Dialog.Trigger>
        <Dialog.Portal>
          <SheetContent
            open={open}
            overlayClassName="vt-sheet-overlay"
            aria-describedby={undefined}
            className="vt-sheet"
          >
            <Dialog.Title>Meu Carrinho</Dialog.Title>
            <button type="button">Primeiro</button>
            <Dialog.Close>Fechar</Dialog.Close>
          </SheetContent>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

describe('SheetContent', () => {
  it('opens as a modal (overlay, scroll lock, the page hidden, focus inside) without restyling <body>', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const sheet = await screen.findByRole('dialog', { name: 'Meu Carrinho' });

    // The modal layer of Radix would set `pointer-events: none` here, restyling every element of the page.
    expect(document.body.style.pointerEvents).toBe('');
    expect(document.querySelector('.vt-sheet-overlay')).not.toBeNull();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    expect(container.getAttribute('aria-hidden')).toBe('true');
    expect(sheet.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('.vt-sheet-overlay')).toBeNull();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    expect(container.hasAttribute('aria-hidden')).toBe(false);
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });

  it('keeps focus inside: Tab loops, and focus sent out comes back without closing it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const sheet = await screen.findByRole('dialog', { name: 'Meu Carrinho' });
    const first = screen.getByRole('button', { name: 'Primeiro' });
    const close = screen.getByRole('button', { name: 'Fechar' });

    close.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();

    // A script (or a stray click) focusing the page behind: the trap takes focus back, the sheet stays.
    screen.getByRole('button', { name: 'Fora', hidden: true }).focus();
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Meu Carrinho' })).toBe(sheet);
  });

  it('a press on the overlay closes it, and focus goes back to what opened it, even outside its trigger', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const badge = screen.getByRole('button', { name: 'Badge' });
    await user.click(badge);
    await screen.findByRole('dialog', { name: 'Meu Carrinho' });

    const overlay = document.querySelector('.vt-sheet-overlay');
    if (!overlay) throw new Error('no overlay');
    fireEvent.pointerDown(overlay, { button: 0 });
    fireEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(badge).toHaveFocus();
  });
});
