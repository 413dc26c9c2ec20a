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

/**
 * The text of `definitions/deferred.ts`: every definition as a `DeferredElementDefinition` (its tag and loader), whose `load()` imports the definition module and the widget module together, so connecting the first
 * element costs one round of requests, not two.
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
    '// Generated from the definitions of this folder by `pnpm --filter @vitrine/ui run generate:elements`',
    '// (packages/ui/src/elements/definitions/writeGenerated.ts): do not edit by hand.',
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
