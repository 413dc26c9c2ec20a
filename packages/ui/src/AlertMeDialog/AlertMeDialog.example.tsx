import { useAlertMe } from '@vitrine/hooks';
import { AlertRegion } from '../foundation/Alert/AlertRegion';
import { AlertMeDialog } from './AlertMeDialog';

/** A sold-out control of your own: it opens the page's one back-in-stock flow (an `alertMe.open` on the bus). */
function NotifyMeButton() {
  const alertMe = useAlertMe();
  return (
    <button
      type="button"
      className="vt-button"
      onClick={() =>
        alertMe.open({
          idProduct: 1001,
          name: 'Camiseta Básica Algodão Pima',
          idSku: 2003,
          hasVariations: true,
        })
      }
    >
      Avise-me quando chegar
    </button>
  );
}

/** Example: the ready-made modal once per page (with the page's alerts for its outcome). */
export function AlertMeDialogExample() {
  return (
    <>
      <NotifyMeButton />
      <AlertMeDialog />
      <AlertRegion />
    </>
  );
}

/** Example: the same flow in a layout of your own, without the image and with other texts. */
export function AlertMeDialogPartsExample() {
  return (
    <AlertMeDialog.Root>
      <AlertMeDialog.Content>
        <AlertMeDialog.Title>Avise quando voltar</AlertMeDialog.Title>
        <AlertMeDialog.ProductName />
        <AlertMeDialog.Form>
          <AlertMeDialog.Field name="email" label="Seu e-mail" />
          <AlertMeDialog.Field name="name" />
          <AlertMeDialog.Field name="phone" />
          <AlertMeDialog.Status />
          <AlertMeDialog.Submit>Quero ser avisado</AlertMeDialog.Submit>
        </AlertMeDialog.Form>
        <AlertMeDialog.Close />
      </AlertMeDialog.Content>
    </AlertMeDialog.Root>
  );
}
