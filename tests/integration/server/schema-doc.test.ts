// The documented SDL (src-server/graphql/schema.graphql) is exactly what the server serves.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaDocument, schemaFile } from '../../../src-server/graphql/print.js';

describe('GraphQL schema document', () => {
  it('matches the served schema (regenerate with `npx tsx src-server/graphql/print.ts`)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(schemaDocument());
  });
});
