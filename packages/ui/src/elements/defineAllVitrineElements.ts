import {
  type DefineVitrineElementsOptions,
  defineVitrineElements,
  type VitrineElements,
} from './defineVitrineElements';
import { deferredVitrineElementDefinitions } from './definitions/deferred';

/** Options of `defineAllVitrineElements`: those of `defineVitrineElements`, without `definitions`. */
export type DefineAllVitrineElementsOptions = Omit<DefineVitrineElementsOptions, 'definitions'>;

/**
 * `defineVitrineElements` with every widget of the kit, for a theme that places any tag anywhere. The page carries
 * only each tag and a loader (`deferredVitrineElementDefinitions`): an element's definition (attribute
 * map, defaults) loads together with its widget when the first element of its tag connects.
 * @example
 * const { destroy } = defineAllVitrineElements({ apiUrl: '' });
 */
export function defineAllVitrineElements(options: DefineAllVitrineElementsOptions): VitrineElements {
  return defineVitrineElements({ ...options, definitions: deferredVitrineElementDefinitions });
}
