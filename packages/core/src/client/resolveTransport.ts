import type { OperationTransport } from './OperationTransport';

/**
 * The transport of a call after the client's override: a string replaces the envelope identifier
 * (or the path of a dedicated-path call), an `OperationTransport` replaces the transport; `undefined`
 * keeps the default.
 */
export function resolveTransport(
  fallback: OperationTransport,
  override: string | OperationTransport | undefined,
): OperationTransport {
  if (override === undefined) return fallback;
  if (typeof override !== 'string') return override;
  return fallback.transport === 'path'
    ? { transport: 'path', path: override }
    : { transport: fallback.transport, id: override };
}
