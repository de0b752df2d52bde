// The mirror's fields come from the database tables: the generated list is current, and the collections the
// counter reads pull every column (payments' paymentId and orderPads were left out while they were listed by hand).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mirrorFieldsPath, renderMirrorFields } from '../../../scripts/mirror-fields.js';
import { fieldsOf } from '../../../src-renderer/db/collections.js';

describe('src-shared/mirror/fields.ts', () => {
  it('matches what scripts/mirror-fields.ts generates from the Drizzle tables', () => {
    expect(readFileSync(mirrorFieldsPath, 'utf8')).toBe(renderMirrorFields());
  });

  it('gives each collection every column of its table', () => {
    expect(fieldsOf('payments')).toEqual(expect.arrayContaining(['id', 'changeSeq', 'amount', 'paymentId', 'orderPads']));
    expect(fieldsOf('availabilities')).toContain('userIds');
    expect(fieldsOf('entityPhones')).toEqual(expect.arrayContaining(['entityId', 'number', 'main']));
  });
});
