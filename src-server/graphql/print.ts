// Writes schema.graphql (the SDL the puller and the typed client read): `npx tsx src-server/graphql/print.ts`.
// A test fails when the file and the served schema differ.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from './schema.js';

export const schemaFile = path.join(import.meta.dirname, 'schema.graphql');

export function schemaDocument(): string {
  return [
    '# The platform\'s GraphQL reads, printed from src-server/graphql/schema.ts (do not edit by hand).',
    '# Every query takes businessId and answers 403 to a user not linked to that business.',
    '# Mirrored collections accept sinceSeq: rows with change_seq > sinceSeq, soft-deleted ones included',
    '# (deletedAt set). counterChanges returns them all with the new cursor `seq` (our addition to the spec).',
    '# Money in integer centavos, quantities in thousandths, timestamps ISO 8601 with offset.',
    '',
    printSchema(schema),
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(schemaFile, schemaDocument());
  console.log(`wrote ${schemaFile}`);
}
