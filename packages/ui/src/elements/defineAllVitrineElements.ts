import {
  type DefineVitrineElementsOptions,
  defineVitrineElements,
  type VitrineElements,
} from './defineVitrineElements';
import { vitrineElementDefinitions } from './definitions/index';

/** Options of `defineAllVitrineElements`: those of `defineVitrineElements`, without `definitions`. */
export type DefineAllVitrineElementsOptions = Omit<DefineVitrineElementsOptions, 'definitions'>;

/**
 * `defineVitrineElements` with every widget of the kit (`vitrineElementDefinitions`): for a theme that places any
 * tag anywhere. Each widget's code still loads only when its first element connects, but the page carries every
 * definition (tags, attribute maps, loaders); a page that knows its tags passes them to `defineVitrineElements`.
 * @example
 * const { destroy } = defineAllVitrineElements({ apiUrl: '' });
 */
export function defineAllVitrineElements(options: DefineAllVitrineElementsOptions): VitrineElements {
  return defineVitrineElements({ ...options, definitions: vitrineElementDefinitions });
}
