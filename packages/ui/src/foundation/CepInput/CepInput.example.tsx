import { useState } from 'react';
import { CepInput } from './CepInput';

/** Example usage of `CepInput`: a freight form that calculates at 9 characters and on submit. */
export function CepInputExample() {
  const [calculated, setCalculated] = useState<string | undefined>(undefined);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setCalculated(String(data.get('cep')));
      }}
    >
      <CepInput name="cep" required onComplete={setCalculated} />
      <button type="submit" className="vt-button">
        Calcular
      </button>
      <output>{calculated ? `Frete para ${calculated}` : null}</output>
    </form>
  );
}
