import { ConfirmDialog } from './ConfirmDialog';

/** Example usage of `ConfirmDialog`: a confirm box with an async action and an alert box. */
export function ConfirmDialogExample() {
  return (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <ConfirmDialog
        title="Excluir produto?"
        description="O produto sairá do seu carrinho."
        confirm="Excluir"
        trigger={
          <button type="button" className="vt-button" data-variant="secondary">
            Excluir
          </button>
        }
        onConfirm={() => new Promise((resolve) => setTimeout(resolve, 800))}
      />
      <ConfirmDialog
        mode="alert"
        title="Link copiado para a área de transferência"
        trigger={
          <button type="button" className="vt-button">
            Compartilhar
          </button>
        }
      />
    </div>
  );
}
