import { Spinner } from './Spinner';

/** Example usage of `Spinner`: the three sizes and a custom announcement. */
export function SpinnerExample() {
  return (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner />
      <Spinner size="lg" label="Calculando frete…" />
    </div>
  );
}
