import { B2b } from './B2b';

/** Example usage of `B2b`: the default text, then custom texts. */
export function B2bExample() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <B2b />
      <B2b title="Área B2B" description="Fale com a nossa equipe pelo WhatsApp." />
    </div>
  );
}
