import { assign, raise, setup } from 'xstate';
import type { AlertEvent, AlertKind } from './AlertEvent';

/** One banner on screen. */
export interface Alert {
  readonly id: string;
  readonly kind: AlertKind;
  readonly title: string;
  /** The second line; `undefined` for a title-only banner. */
  readonly detail: string | undefined;
  /** Milliseconds before it closes by itself. */
  readonly timeoutMs: number;
  /** Which showing this is (1 for the first alert of the machine): a replaced banner's old timer must not close its successor. */
  readonly serial: number;
}

/** The input of {@link alertsMachine}. */
export interface AlertsMachineInput {
  /** The auto-close delay of alerts that give none; 5000 ms when `undefined`. */
  readonly defaultTimeoutMs?: number | undefined;
}

/** The context of {@link alertsMachine}: the banners on screen, oldest first. */
export interface AlertsContext {
  alerts: Alert[];
  readonly defaultTimeoutMs: number;
  /** The number of alerts shown so far, for ids. */
  shown: number;
}

/** The events of {@link alertsMachine}. */
export type AlertsEvent =
  /** Exactly what the flow machines emit: forward it with `flow.on('alert', (e) => alerts.send(e))`. */
  | AlertEvent
  /** Shows a banner; `id` replaces an alert with the same id (or names the new one). */
  | (Omit<AlertEvent, 'type'> & { readonly type: 'alert.show'; readonly id?: string | undefined })
  /** The shopper closed the banner. */
  | { readonly type: 'alert.dismiss'; readonly id: string }
  /** Closes every banner. */
  | { readonly type: 'alert.dismissAll' }
  /** Internal: the banner's delay elapsed. */
  | { readonly type: 'alert.expire'; readonly id: string; readonly serial: number };

/** The default auto-close delay of an alert. */
const DEFAULT_TIMEOUT_MS = 5000;

type ShowEvent = Extract<AlertsEvent, { type: 'alert' | 'alert.show' }>;

const toAlert = (context: AlertsContext, event: ShowEvent): Alert => ({
  id: (event.type === 'alert.show' ? event.id : undefined) ?? `alert-${context.shown + 1}`,
  kind: event.kind,
  title: event.title,
  detail: event.detail,
  timeoutMs: event.timeoutMs ?? context.defaultTimeoutMs,
  serial: context.shown + 1,
});

/**
 * The alert banners: a queue of `{ id, kind, title, detail, timeoutMs }`, each closing by
 * itself after its own delay (5000 ms by default; pass `timeoutMs: 10000` for a cart-limit error) or when
 * dismissed. Delays are XState delayed events, so fake timers drive them in tests.
 */
export const alertsMachine = setup({
  types: {} as {
    context: AlertsContext;
    events: AlertsEvent;
    input: AlertsMachineInput | undefined;
  },
  actions: {
    addAlert: assign(({ context, event }) => {
      if (event.type !== 'alert' && event.type !== 'alert.show') return {};
      const alert = toAlert(context, event);
      return {
        // A banner shown again under the same id takes the old one's place and restarts its delay.
        alerts: [...context.alerts.filter((shown) => shown.id !== alert.id), alert],
        shown: context.shown + 1,
      };
    }),
    scheduleExpiry: raise(
      ({ context }) => {
        const alert = context.alerts.at(-1) as Alert;
        return { type: 'alert.expire' as const, id: alert.id, serial: alert.serial };
      },
      { delay: ({ context }) => (context.alerts.at(-1) as Alert).timeoutMs },
    ),
    dismissAlert: assign(({ context, event }) => {
      if (event.type !== 'alert.dismiss') return {};
      return { alerts: context.alerts.filter((alert) => alert.id !== event.id) };
    }),
    expireAlert: assign(({ context, event }) => {
      if (event.type !== 'alert.expire') return {};
      return {
        alerts: context.alerts.filter((alert) => alert.id !== event.id || alert.serial !== event.serial),
      };
    }),
    removeAll: assign({ alerts: [] }),
  },
}).createMachine({
  id: 'alerts',
  context: ({ input }) => ({
    alerts: [],
    defaultTimeoutMs: input?.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    shown: 0,
  }),
  on: {
    alert: { actions: ['addAlert', 'scheduleExpiry'] },
    'alert.show': { actions: ['addAlert', 'scheduleExpiry'] },
    'alert.dismiss': { actions: 'dismissAlert' },
    'alert.dismissAll': { actions: 'removeAll' },
    'alert.expire': { actions: 'expireAlert' },
  },
});
