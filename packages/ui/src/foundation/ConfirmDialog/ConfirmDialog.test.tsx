import { screen, waitFor } from '@testing-library/react';
import { StorefrontProvider } from '@vitrine/hooks';
import { createTestStorefront, expectNoAxeViolations, renderWithStorefront } from '@vitrine/hooks/testing';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function RemoveButton(props: { onConfirm: () => unknown }) {
  return (
    <ConfirmDialog
      title="Excluir produto?"
      description="O produto sairá do seu carrinho."
      trigger={<button type="button">Excluir</button>}
      onConfirm={props.onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('renders on the server as its closed trigger only', () => {
    const { client } = createTestStorefront();
    const html = renderToString(
      <StorefrontProvider client={client}>
        <RemoveButton onConfirm={() => undefined} />
      </StorefrontProvider>,
    );
    expect(html).toContain('Excluir');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('Excluir produto?');
  });

  it('given the first click on its trigger, it opens once its code has loaded: a modal alert dialog with title and description, focus on Cancelar (axe clean)', async () => {
    const { user, baseElement } = renderWithStorefront(<RemoveButton onConfirm={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir produto?' });
    expect(dialog).toHaveAccessibleDescription('O produto sairá do seu carrinho.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await expectNoAxeViolations(baseElement);
  });

  it('traps focus inside and returns it to the trigger when cancelled with Escape', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithStorefront(<RemoveButton onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Excluir' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('given a synchronous confirm, it runs it and closes, focus back on the trigger', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithStorefront(<RemoveButton onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Excluir' })).toHaveFocus();
  });

  it('given a confirm returning a promise, it stays open and busy until it resolves, then closes', async () => {
    let resolve: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const { user } = renderWithStorefront(<RemoveButton onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(screen.getByRole('button', { name: /Confirmar/ }));
    expect(screen.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true');
    const confirm = screen.getByRole('button', { name: /Confirmar/ });
    expect(confirm).toHaveAttribute('data-loading', '');
    expect(confirm).toHaveTextContent('Carregando…');
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('given a confirm whose promise rejects, the box stays open and usable so the page can show the error', async () => {
    let reject: (error: Error) => void = () => undefined;
    const { user } = renderWithStorefront(
      <RemoveButton onConfirm={() => new Promise((_, fail) => (reject = fail))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(screen.getByRole('button', { name: /Confirmar/ }));
    reject(new Error('Falha ao excluir'));
    await waitFor(() => expect(screen.getByRole('alertdialog')).not.toHaveAttribute('aria-busy'));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('given alert mode, controlled open and custom texts, it shows one button that closes it', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithStorefront(
      <ConfirmDialog
        mode="alert"
        open
        onOpenChange={onOpenChange}
        title="Link copiado para a área de transferência"
      />,
      { providerProps: { messages: { ui: { confirmDialog: { acknowledge: 'Entendi' } } } } },
    );
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
