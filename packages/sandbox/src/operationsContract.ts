// The contract lives in @vitrine/core; imported from its source until the barrel exports it.

export type { OperationName, OperationTransport } from '../../core/src/client/operations';
export { defaultOperations } from '../../core/src/client/operations';
