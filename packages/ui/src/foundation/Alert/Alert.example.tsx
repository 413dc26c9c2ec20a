import { useAlerts } from '@vitrine/hooks';
import { Alert } from './Alert';
import { AlertRegion } from './AlertRegion';

/** Example usage of `Alert` and `AlertRegion`: static banners and the page region fed by the flows. */
export function AlertExample() {
  const { show } = useAlerts();
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Alert kind="success" title="E-mail cadastrado com sucesso!" timeoutMs={0} />
      <Alert
        kind="error"
        title="Erro ao cadastrar email!"
        detail="Ocorreu um erro ao adicionar seu email."
        timeoutMs={0}
      />
      <Alert kind="info" title="Link copiado para a área de transferência" timeoutMs={0} />
      <button
        type="button"
        className="vt-button"
        onClick={() => show({ kind: 'success', title: 'Adicionado ao Carrinho!' })}
      >
        Mostrar aviso
      </button>
      <AlertRegion />
    </div>
  );
}
