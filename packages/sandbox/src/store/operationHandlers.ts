import type { OperationName } from '../operationsContract';
import { cartOperations } from './cartOperations';
import { catalogueOperations } from './catalogueOperations';
import { contentOperations } from './contentOperations';
import { customerOperations } from './customerOperations';
import { siteOperations } from './siteOperations';
import type { OperationHandler } from './storeState';

/** The sandbox implementation of every operation, keyed by the client's `area.method` name. */
export const operationHandlers: Record<OperationName, OperationHandler> = {
  ...catalogueOperations,
  ...contentOperations,
  ...cartOperations,
  ...customerOperations,
  ...siteOperations,
};
