// Statements issued together go to the database together: one write to the socket and one answer back
// (PostgreSQL), or one call into PGlite's engine.
// On this kind of machine each round trip to PostgreSQL costs more CPU (the socket's write and the wake-up of the
// other side) than the statement itself, so a write that sends its locks and reads in one batch, and its last
// statement with the commit, spends a fraction of what one round trip per statement does.
// PGlite runs in this process, but each statement through its own API costs several calls into the engine and
// as many parses of the answer; a batch is one call (pgliteConduit).
// A BatchedClient stands where drizzle expects a pg client. Queries asked for in the same turn of the event loop
// (not awaited one by one: started together, or started and awaited later) leave as one batch, run in the order
// they were asked for, and end with one Sync: if one fails, PostgreSQL skips the rest, which fail with its error.
// `begin` waits to leave with the first statement of the transaction.
// Each statement text is prepared once per connection (a named statement) and bound from then on: PostgreSQL
// neither parses it again nor, after a few runs, plans it again (a generic plan). A statement whose best plan
// depends on its values carries PLANNED_FOR_ITS_VALUES in its text: it goes unnamed, parsed and planned each time.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import utils from 'pg/lib/utils.js';
import { serialize } from 'pg-protocol';
import { Parser } from 'pg-protocol/dist/parser.js';

/**
 * A comment that makes a statement be planned for its values every time. A generic plan is made once, from the
 * statistics of that moment: for a comanda's sums, the one PostgreSQL settled on read 1,231 buffers per payment on
 * average over a bench run, instead of 136 planned each time (the tables grew faster than their statistics).
 */
export const PLANNED_FOR_ITS_VALUES = '/* planned for its values */';

interface QueryConfig {
  text: string;
  rowMode?: 'array';
  types?: { getTypeParser(oid: number, format?: string): (value: string) => unknown };
}

interface Pending {
  config: QueryConfig;
  values: unknown[];
  resolve(result: pg.QueryResult): void;
  reject(err: unknown): void;
}

/** A pg client's connection, as much of it as a batch uses (pg's Submittable contract). */
interface Wire {
  stream: { cork(): void; uncork(): void };
  parse(msg: { text: string; name?: string; types?: unknown[] }): void;
  bind(msg: { statement: string; values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  close(msg: { type: 'S'; name: string }): void;
  describe(msg: { type: 'P'; name: string }): void;
  execute(msg: { portal: string; rows: number }): void;
  sync(): void;
}

/** pg's Result as its queries fill it (the accumulating half is left out of pg's types). */
interface Filling extends pg.QueryResult {
  addFields(fields: pg.FieldDef[]): void;
  parseRow(values: unknown[]): unknown;
  addRow(row: unknown): void;
  addCommandComplete(msg: unknown): void;
}

/** One batch on the wire: Parse/Bind/Describe/Execute per statement, then one Sync. */
export class Batch {
  private at = 0;
  private result: Filling;
  private error: unknown = null;
  /** the statements this batch prepares (by index), forgotten again if the batch fails before them */
  private parsed = new Map<number, string>();
  constructor(
    private readonly statements: Pending[],
    private readonly prepared: Prepared,
  ) {
    this.result = this.resultFor(0);
  }

  private resultFor(i: number): Filling {
    const s = this.statements[i];
    return new pg.Result(s?.config.rowMode as string, s?.config.types as never) as unknown as Filling;
  }

  submit(wire: Wire): void {
    wire.stream.cork();
    try {
      for (const [i, s] of this.statements.entries()) {
        const { name, parse, close } = s.config.text.includes(PLANNED_FOR_ITS_VALUES) ? UNNAMED : this.prepared.name(s.config.text);
        if (close) wire.close({ type: 'S', name: close });
        if (parse) {
          wire.parse({ text: s.config.text, name });
          if (name) this.parsed.set(i, s.config.text);
        }
        wire.bind({ statement: name, values: s.values, valueMapper: utils.prepareValue });
        wire.describe({ type: 'P', name: '' });
        wire.execute({ portal: '', rows: 0 });
      }
      wire.sync();
    } finally {
      wire.stream.uncork();
    }
  }

  handleRowDescription(msg: { fields: pg.FieldDef[] }): void {
    this.result.addFields(msg.fields);
  }

  handleDataRow(msg: { fields: unknown[] }): void {
    this.result.addRow(this.result.parseRow(msg.fields));
  }

  handleCommandComplete(msg: unknown): void {
    this.result.addCommandComplete(msg);
    this.next();
  }

  handleEmptyQuery(): void {
    this.next();
  }

  handleError(err: unknown): void {
    // PostgreSQL skips what follows up to the Sync; ReadyForQuery comes next (or the connection is gone).
    this.error = err;
    // From the failed statement on nothing ran: not even the Parse of a statement prepared in this batch.
    for (const [i, text] of this.parsed) if (i >= this.at) this.prepared.forget(text);
    for (const s of this.statements.slice(this.at)) s.reject(err);
    this.at = this.statements.length;
  }

  handleReadyForQuery(): void {
    if (this.error) return;
    // Every statement answered (a connection lost mid-batch ends in handleError instead).
    for (const s of this.statements.slice(this.at)) s.reject(new Error('batch ended before its statement ran'));
  }

  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
  handleCopyData(): void {}

  private next(): void {
    this.statements[this.at]?.resolve(this.result);
    this.at += 1;
    this.result = this.resultFor(this.at);
  }
}

/** PostgreSQL's unnamed statement: parsed, planned for its values and dropped at the next Parse. */
const UNNAMED = { name: '', parse: true, close: null };

let named = 0; // names unique in the process: a connection never meets a name it already holds

/** A connection's named statements, the least recently used closed past a bound (each holds memory in PostgreSQL). */
class Prepared {
  private readonly names = new Map<string, string>();
  constructor(private readonly bound = 400) {}

  name(text: string): { name: string; parse: boolean; close: string | null } {
    const known = this.names.get(text);
    if (known) {
      this.names.delete(text);
      this.names.set(text, known);
      return { name: known, parse: false, close: null };
    }
    const name = `pos_${++named}`;
    this.names.set(text, name);
    let close: string | null = null;
    if (this.names.size > this.bound) {
      const [oldest, oldName] = this.names.entries().next().value as [string, string];
      this.names.delete(oldest);
      close = oldName;
    }
    return { name, parse: true, close };
  }

  forget(text: string): void {
    this.names.delete(text);
  }
}

export class BatchedClient {
  private readonly prepared = new Prepared();
  private pending: Pending[] = [];
  private beginPending = false;
  private began = false;

  constructor(private readonly conduit: Conduit) {}

  /** Starts a transaction: `begin` leaves with the first statement. */
  begin(): void {
    this.beginPending = true;
    this.began = false;
  }

  /** Whether the transaction reached PostgreSQL or is about to (a statement waits to leave with `begin`). */
  owesRollback(): boolean {
    return this.began || this.pending.length > 0;
  }

  query(config: QueryConfig | string, values: unknown[] = []): Promise<pg.QueryResult> {
    const c = typeof config === 'string' ? { text: config } : config;
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.flush());
      this.pending.push({ config: c, values, resolve, reject });
    });
  }

  private flush(): void {
    const statements = this.pending;
    this.pending = [];
    if (this.beginPending) {
      this.beginPending = false;
      this.began = true;
      statements.unshift({ config: { text: 'begin' }, values: [], resolve: () => {}, reject: () => {} });
    }
    this.conduit.carry(new Batch(statements, this.prepared));
  }
}

/** How a batch reaches the database and its answers come back to it. */
export interface Conduit {
  carry(batch: Batch): void;
}

/** A pooled PostgreSQL connection: the batch goes through pg's queue as one query (pg's Submittable). */
export function pgConduit(connection: pg.PoolClient): Conduit {
  return { carry: (batch) => void connection.query(batch as never) };
}

/**
 * PGlite: the batch's messages in one buffer, one call into the engine, its answer parsed and handed to the batch
 * as pg would. Callers hold PGlite's transaction (db/database.ts): nothing else runs in between.
 */
export function pgliteConduit(pglite: PGlite): Conduit {
  return {
    carry(batch) {
      const parts: Buffer[] = [];
      const wire: Wire = {
        stream: { cork() {}, uncork() {} },
        parse: (msg) => parts.push(serialize.parse({ text: msg.text, name: msg.name ?? '', types: [] })),
        bind: (msg) => parts.push(serialize.bind({ statement: msg.statement, values: msg.values, valueMapper: msg.valueMapper })),
        describe: (msg) => parts.push(serialize.describe(msg)),
        execute: (msg) => parts.push(serialize.execute(msg)),
        close: (msg) => parts.push(serialize.close(msg)),
        sync: () => parts.push(serialize.sync()),
      };
      batch.submit(wire);
      pglite.execProtocolRaw(Buffer.concat(parts)).then(
        (answer) => {
          new Parser().parse(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength), (msg) => {
            const m = msg as unknown as { name: string; fields: never };
            if (m.name === 'rowDescription') batch.handleRowDescription(m);
            else if (m.name === 'dataRow') batch.handleDataRow(m);
            else if (m.name === 'commandComplete') batch.handleCommandComplete(m);
            else if (m.name === 'emptyQuery') batch.handleEmptyQuery();
            else if (m.name === 'error') batch.handleError(m);
            else if (m.name === 'readyForQuery') batch.handleReadyForQuery();
          });
        },
        (err: unknown) => batch.handleError(err),
      );
    },
  };
}
