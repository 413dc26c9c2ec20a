'use client';

// `@vitrine/ui/StoreData`: what `@vitrine/ui` exports from this folder.
export type {
  StoreDataLineProps,
  StoreDataNameProps,
  StoreDataProps,
  StoreDataRootProps,
} from './StoreData';
export { StoreData, StoreDataLine, StoreDataName, StoreDataRoot } from './StoreData';
export type { StoreDataMessages } from './storeDataMessages';
export { storeDataMessages } from './storeDataMessages';
