import { useAlerts, useStorefrontEvent } from '@vitrine/hooks';
import { useRef } from 'react';

/**
 * Closes the success banners ('Produto adicionado no carrinho com sucesso!') when the cart opens: the cart now
 * shows what they confirmed, and at the top of the viewport they would lie over its first lines for their
 * remaining seconds. Error banners stay: the shopper still has to read them. Renders nothing.
 */
export function SuccessAlertsOnCartView(): null {
  const { alerts, dismiss } = useAlerts();
  const shown = useRef(alerts);
  shown.current = alerts;
  useStorefrontEvent('cart.view', () => {
    for (const alert of shown.current) if (alert.kind === 'success') dismiss(alert.id);
  });
  return null;
}
