import { StoreData } from './StoreData';

/** The footer block, and a custom one built from the parts. */
export function StoreDataExample() {
  return (
    <footer>
      <StoreData />
      <StoreData.Root>
        <StoreData.Name>Loja Vitrine</StoreData.Name>
        <StoreData.Line label="Horário:">Seg. a sex., 9h às 18h</StoreData.Line>
      </StoreData.Root>
    </footer>
  );
}
