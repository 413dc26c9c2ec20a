/** The kind of an alert banner: it picks the banner's colour and icon. */
export type AlertKind = 'success' | 'error' | 'info';

/**
 * The event the flow machines emit when the shopper must see a banner (subscribe with
 * `actor.on('alert', ...)`); `detail` is `undefined` when the banner has only a title, `timeoutMs`
 * when it closes after the default 5000 ms. `alertsMachine` accepts it as is.
 */
export interface AlertEvent {
  readonly type: 'alert';
  readonly kind: AlertKind;
  readonly title: string;
  readonly detail?: string | undefined;
  readonly timeoutMs?: number | undefined;
}
