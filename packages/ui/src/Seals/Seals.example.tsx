import { Seals } from './Seals';

/** The store's seals in the footer. */
export function SealsExample() {
  return (
    <footer>
      <Seals />
    </footer>
  );
}
