import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ElementDefinition } from '../ElementDefinition';
import type { DefinitionModule } from './generatedSources';
import { widgetModuleOf } from './generatedSources';

/** A definition module's one export: `export const fooElement: ElementDefinition = defineLazyElement(` in `foo.ts`. */
function definitionExport(module: string): RegExp {
  return new RegExp(
    `^export const (${module}Element): ElementDefinition = define(?:Lazy|Product)Element\\(`,
    'm',
  );
}

/**
 * Node only (tests and the generator): the element definitions of this folder, the registry the generated files
 * come from. A definition module is a file of this folder that imports `defineLazyElement` (or
 * `defineProductElement`); `foo.ts` exports its element as `fooElement`. In the order of the modules' names.
 */
export async function definitionModules(): Promise<DefinitionModule[]> {
  const folder = import.meta.dirname;
  const modules = readdirSync(folder)
    .filter((file) => /^[a-z]\w*\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const found: DefinitionModule[] = [];
  for (const module of modules) {
    const source = readFileSync(join(folder, `${module}.ts`), 'utf8');
    if (!/^import \{[^}]*\bdefine(Lazy|Product)Element\b[^}]*\} from '\.\/defineElement';$/m.test(source))
      continue;
    const exportName = definitionExport(module).exec(source)?.[1];
    if (!exportName) {
      throw new Error(
        `definitions/${module}.ts imports a definer of ./defineElement: it must export its element as \`export const ${module}Element: ElementDefinition = defineLazyElement(…)\`.`,
      );
    }
    const exports = (await import(`./${module}.ts`)) as Record<string, unknown>;
    const definition = exports[exportName] as ElementDefinition | undefined;
    if (!definition?.tag)
      throw new Error(`definitions/${module}.ts: ${exportName} is not an element definition.`);
    found.push({ definition, module, exportName, widgetModule: widgetModuleOf(source) });
  }
  return found;
}
