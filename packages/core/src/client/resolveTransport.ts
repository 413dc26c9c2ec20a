import type { OperationName, OperationTransport } from './operations';
import { defaultOperations } from './operations';

/**
 * The transport of a call after the client's override: a string replaces the envelope identifier
 * (or the path of a dedicated-path call), an `OperationTransport` replaces the transport; `undefined`
 * keeps the default.
 */
export function resolveTransport(
  name: OperationName,
  override: string | OperationTransport | undefined,
): OperationTransport {
  const fallback: OperationTransport = defaultOperations[name];
  if (override === undefined) return fallback;
  if (typeof override !== 'string') return override;
  return fallback.transport === 'path'
    ? { transport: 'path', path: override }
    : { transport: fallback.transport, id: override };
}
