// The contract lives in @vitrine/core; the sandbox re-exports nothing of it, it only implements it.
export { defaultOperations, type OperationName, type OperationTransport } from '@vitrine/core';
