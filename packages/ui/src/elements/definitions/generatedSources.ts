/**
 * The texts of the modules generated from the element definitions (`definitions/index.ts`, `definitions/deferred.ts`),
 * written by `writeGenerated.ts` and compared with the files by the tests.
 */
import type { ElementDefinition } from '../ElementDefinition';

/** Where a definition lives: its module (relative to this folder, no extension) and its export name. */
export interface DefinitionModule {
  readonly definition: ElementDefinition;
  readonly module: string;
  readonly exportName: string;
  /** The module its loader imports (the widget), as written in the definition file. */
  readonly widgetModule: string;
}

/** The first `import('…')` of a definition file's text: the module of its widget. */
export function widgetModuleOf(source: string): string {
  const match = /import\(\s*'([^']+)'\s*\)/.exec(source);
  if (!match?.[1]) throw new Error("A lazy element definition must load its widget with import('…').");
  return match[1];
}

/** The first lines of a generated module: where it comes from and how to write it again. */
const generatedHeader = [
  '// Generated from the definitions of this folder by `pnpm --filter @vitrine/ui run generate:elements`',
  '// (packages/ui/src/elements/definitions/writeGenerated.ts): do not edit by hand.',
];

/**
 * The text of `definitions/deferred.ts`: every definition as a `DeferredElementDefinition` (its tag and loader),
 * whose `load()` imports the definition module and the widget module together, so connecting the first element
 * costs one round of requests, not two.
 */
export function deferredDefinitionsSource(modules: readonly DefinitionModule[]): string {
  const entries = modules.map(({ definition, module, exportName, widgetModule }) =>
    [
      `  deferElement('${definition.tag}', () =>`,
      `    Promise.all([import('./${module}'), import('${widgetModule}')]).then(([m]) => m.${exportName}),`,
      '  ),',
    ].join('\n'),
  );
  return [
    ...generatedHeader,
    "import type { DeferredElementDefinition, ElementDefinition } from '../ElementDefinition';",
    '',
    '/** A deferred definition from its tag and its loader. */',
    'function deferElement(',
    "  tag: DeferredElementDefinition['tag'],",
    '  load: () => Promise<ElementDefinition>,',
    '): DeferredElementDefinition {',
    '  return { tag, load };',
    '}',
    '',
    '/**',
    ' * Every element of the kit, deferred: tags and loaders only. Each definition loads with its widget',
    ' * when the first element of its tag connects; what `defineAllVitrineElements` registers.',
    ' */',
    'export const deferredVitrineElementDefinitions: readonly DeferredElementDefinition[] = [',
    ...entries,
    '];',
    '',
  ].join('\n');
}

/**
 * The text of `definitions/index.ts`: every definition module's element, exported one by one (a page registers the
 * ones it uses) and listed in `vitrineElementDefinitions`, in the modules' order.
 */
export function definitionsIndexSource(modules: readonly DefinitionModule[]): string {
  const names = modules.map(({ exportName }) => exportName);
  return [
    ...generatedHeader,
    "import type { ElementDefinition } from '../ElementDefinition';",
    ...modules.map(({ module, exportName }) => `import { ${exportName} } from './${module}';`),
    '',
    "/** Every widget's element, one by one: register only the ones a page uses. */",
    'export {',
    ...names.map((name) => `  ${name},`),
    '};',
    '',
    '/** One custom element per ready-made widget of the kit. */',
    'export const vitrineElementDefinitions: readonly ElementDefinition[] = [',
    ...names.map((name) => `  ${name},`),
    '];',
    '',
  ].join('\n');
}
