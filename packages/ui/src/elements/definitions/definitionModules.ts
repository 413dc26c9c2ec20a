import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ElementDefinition } from '../ElementDefinition';
import type { DefinitionModule } from './deferredSource';
import { widgetModuleOf } from './deferredSource';
import { vitrineElementDefinitions } from './index';

/** Node only (tests and the generator): every definition of the kit with the module and export it comes from. */
export async function definitionModules(): Promise<DefinitionModule[]> {
  const folder = import.meta.dirname;
  const found = new Map<ElementDefinition, Omit<DefinitionModule, 'definition'>>();
  for (const file of readdirSync(folder)) {
    if (!/^[a-z]\w*\.ts$/.test(file) || file.endsWith('.test.ts') || file === 'index.ts') continue;
    const source = readFileSync(join(folder, file), 'utf8');
    // Only definition files (this module and the generator import the others, which would import them back).
    if (!/\bdefine(Lazy|Product)Element\(/.test(source)) continue;
    const module = file.replace(/\.ts$/, '');
    const exports = (await import(`./${module}.ts`)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      if (vitrineElementDefinitions.includes(value as ElementDefinition)) {
        found.set(value as ElementDefinition, { module, exportName, widgetModule: widgetModuleOf(source) });
      }
    }
  }
  return vitrineElementDefinitions.map((definition) => {
    const where = found.get(definition);
    if (!where) throw new Error(`<${definition.tag}>: no module of definitions/ exports it.`);
    return { definition, ...where };
  });
}
