// pg's own value mapping for Bind (what its queries use), which a batch of statements (batch.ts) uses too.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
