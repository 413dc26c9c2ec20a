import type { OperationTransport } from './OperationTransport';
import type { StoreEndpoint } from './StoreEndpoint';

/** How the call `name` travels by default: its dedicated path, or the envelope (PUT or POST) under its identifier. */
export function transportOf(
  name: string,
  endpoint: Pick<StoreEndpoint<never, never>, 'via' | 'put'>,
): OperationTransport {
  const { via } = endpoint;
  if (via?.startsWith('/')) return { transport: 'path', path: via };
  return { transport: endpoint.put ? 'put-envelope' : 'envelope', id: via ?? name };
}
