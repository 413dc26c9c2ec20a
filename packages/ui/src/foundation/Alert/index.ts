'use client';

// `@vitrine/ui/foundation/Alert`: what `@vitrine/ui` exports from this folder.
export type {
  AlertCloseProps,
  AlertDetailProps,
  AlertIconProps,
  AlertProps,
  AlertRootProps,
  AlertTitleProps,
} from './Alert';
export {
  Alert,
  AlertClose,
  AlertDetail,
  AlertIcon,
  AlertRoot,
  AlertTitle,
} from './Alert';
export type { AlertRegionProps } from './AlertRegion';
export { AlertRegion } from './AlertRegion';
export type { AlertMessages } from './alertMessages';
export { alertMessages } from './alertMessages';
