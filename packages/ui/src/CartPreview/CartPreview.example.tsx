import { CartCount } from '../CartCount/CartCount';
import { CartPreview } from './CartPreview';

/** Example: the ready-made sheet opened by the header badge, and a composed sheet with its own trigger. */
export function CartPreviewExample() {
  return (
    <>
      <CartCount />
      <CartPreview />
      <CartPreview.Root openOnCartView={false}>
        <CartPreview.Trigger className="vt-button">Ver sacola</CartPreview.Trigger>
        <CartPreview.Content>
          <CartPreview.Title>Sua sacola</CartPreview.Title>
          <CartPreview.Status />
          <CartPreview.Empty>Sua sacola está vazia.</CartPreview.Empty>
          <CartPreview.Lines>
            {(line) => <CartPreview.Line key={line.idCartItem} line={line} remove="Excluir" />}
          </CartPreview.Lines>
          <CartPreview.Freight showLookupLink={false} />
          <CartPreview.Totals />
          <CartPreview.Actions checkout="Fechar pedido" />
          <CartPreview.ExhaustedDialog />
        </CartPreview.Content>
      </CartPreview.Root>
    </>
  );
}
