/**
 * Writes the files generated from the element definitions (the modules of this folder that call
 * `defineLazyElement`): `definitions/index.ts` (the list of definitions), `definitions/deferred.ts` (the deferred
 * definitions) and `elements/ATTRIBUTES.md` (the attribute tables). Run after adding, removing or changing a
 * definition: `pnpm --filter @vitrine/ui run generate:elements` (tests fail while any of them is stale).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attributesDocument } from './attributeTable';
import { definitionModules } from './definitionModules';
import { deferredDefinitionsSource, definitionsIndexSource } from './generatedSources';

const folder = import.meta.dirname;
const modules = await definitionModules();
writeFileSync(join(folder, 'index.ts'), definitionsIndexSource(modules));
writeFileSync(join(folder, 'deferred.ts'), deferredDefinitionsSource(modules));
writeFileSync(
  join(folder, '../ATTRIBUTES.md'),
  attributesDocument(modules.map(({ definition }) => definition)),
);
process.stdout.write(
  `wrote elements/definitions/index.ts, elements/definitions/deferred.ts and elements/ATTRIBUTES.md (${modules.length} elements)\n`,
);
