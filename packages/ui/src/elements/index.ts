'use client';

/**
 * @vitrine/ui/elements: every widget of the kit as a custom element a server-rendered theme places with one
 * script tag. SSR-safe: importing it touches no browser global; `defineVitrineElements` registers only in a page.
 * Every widget's code loads when its first element connects: a page's script holds the runtime, React and the
 * definitions it registers (tag, attributes, loader), nothing of the widgets it does not place.
 */

export type { CountingBus } from './countingBus';
export type { VitrineElement, VitrineElementConstructor } from './createVitrineElement';
export { createVitrineElement } from './createVitrineElement';
export type { VitrineRuntime, VitrineRuntimeOptions } from './createVitrineRuntime';
export { createVitrineRuntime } from './createVitrineRuntime';
export type { DefineAllVitrineElementsOptions } from './defineAllVitrineElements';
export { defineAllVitrineElements } from './defineAllVitrineElements';
export type { DefineVitrineElementsOptions, VitrineElements } from './defineVitrineElements';
export { defineVitrineElements } from './defineVitrineElements';
// Every element deferred (its tag and a loader; the definition loads with the widget): what
// `defineAllVitrineElements` registers.
export { deferredVitrineElementDefinitions } from './definitions/deferred';
// Every widget's element definition, to register a subset (`definitions: [cartCountElement, …]`), and
// `vitrineElementDefinitions`: a module generated from the definitions (`generate:elements`), one per element.
export * from './definitions/index';
export type {
  AttributeSpec,
  DeferredElementDefinition,
  ElementDefinition,
  VitrineElementDefinition,
} from './ElementDefinition';
export { isDeferredDefinition } from './ElementDefinition';
export { attributeValue } from './elementProps';
export type {
  VitrineDocumentEventMap,
  VitrineDomCommandDetail,
  VitrineDomCommandMap,
  VitrineDomCommandName,
  VitrineDomEventMap,
  VitrineDomEventName,
} from './events';
export { dispatchVitrineCommand, vitrineDomCommands, vitrineDomEventNames } from './events';
export type { ProductSourceProps, WithProductSourceProps } from './ProductSource';
export { ProductSource, productDataAttribute, withProductSource } from './ProductSource';
export type { VitrineHost } from './VitrineHostContext';
export { useVitrineHost, VitrineHostContext } from './VitrineHostContext';
