import { type Alert, type AlertEvent, alertsMachine } from '@vitrine/core';
import { useMemo } from 'react';
import { useStorefront } from '../provider/useStorefront';
import { useFlowSelector } from './useFlowSelector';
import { useSharedFlowActor } from './useSharedFlowActor';

/** What `useAlerts` returns. */
export interface AlertsFlow {
  /** The banners on screen, oldest first; each closes by itself after its `timeoutMs` (5000 ms by default). */
  readonly alerts: readonly Alert[];
  /** Closes one banner (its close button). */
  dismiss(id: string): void;
  dismissAll(): void;
  /** Shows a banner, as any widget would: it is published on the bus, so every alerts area shows it. */
  show(alert: Omit<AlertEvent, 'type'>): void;
}

/**
 * The success, error and info banners of the page. There is ONE alerts flow per provider,
 * fed by every `alert` event published on the bus (every flow hook forwards its machine's alerts there,
 * and custom elements or plain scripts may publish too); alerts published while no `useAlerts` is mounted
 * are not queued. Auto-close uses XState delayed events (fake timers drive them in tests).
 * @example
 * const { alerts, dismiss } = useAlerts();
 * alerts.map((a) => <div key={a.id} role={a.kind === 'error' ? 'alert' : 'status'} data-kind={a.kind}>{a.title}<button onClick={() => dismiss(a.id)}>Fechar</button></div>)
 */
export function useAlerts(): AlertsFlow {
  const { bus } = useStorefront();
  const actor = useSharedFlowActor<typeof alertsMachine>(
    'alerts',
    (createActor) => createActor(alertsMachine),
    (alerts, pageBus) => pageBus.subscribe('alert', (event) => alerts.send(event)),
  );
  const alerts = useFlowSelector(actor, (snapshot) => snapshot.context.alerts);
  return useMemo(
    () => ({
      alerts,
      dismiss: (id) => actor.send({ type: 'alert.dismiss', id }),
      dismissAll: () => actor.send({ type: 'alert.dismissAll' }),
      show: (alert) => bus.publish({ ...alert, type: 'alert' }),
    }),
    [actor, alerts, bus],
  );
}
