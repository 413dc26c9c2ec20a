/**
 * Writes the files generated from the element definitions: `elements/ATTRIBUTES.md` (the attribute tables) and
 * `definitions/deferred.ts` (the deferred definitions). Run after changing a definition:
 * `pnpm --filter @vitrine/ui run generate:elements` (tests fail while either file is stale).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attributesDocument } from './attributeTable';
import { deferredDefinitionsSource } from './deferredSource';
import { definitionModules } from './definitionModules';
import { vitrineElementDefinitions } from './index';

const folder = import.meta.dirname;
writeFileSync(join(folder, '../ATTRIBUTES.md'), attributesDocument(vitrineElementDefinitions));
writeFileSync(join(folder, 'deferred.ts'), deferredDefinitionsSource(await definitionModules()));
process.stdout.write('wrote elements/ATTRIBUTES.md and elements/definitions/deferred.ts\n');
