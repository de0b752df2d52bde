// What each role of a business may do: the table lives in src-shared/domain/permissions.ts, shared with the
// renderer so that the counter offers each role only what the server will take.
export { allows, type Permission } from '../../src-shared/domain/permissions.js';
