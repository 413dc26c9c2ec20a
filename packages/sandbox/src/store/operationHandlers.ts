import type { OperationName } from '../operationsContract';
import { catalogueOperations } from './catalogueOperations';
import { contentOperations } from './contentOperations';
import type { OperationHandler } from './storeState';

/** The sandbox implementation of every operation, keyed by the client's `area.method` name. */
export const operationHandlers: Partial<Record<OperationName, OperationHandler>> = {
  ...catalogueOperations,
  ...contentOperations,
};
