// The outbox's append-only log on disk (src-main/sync/log.ts), real files in a temporary folder: how a record is
// framed, what an open keeps and drops of a file torn by a power cut (frames and the plain JSON lines of before),
// and what a disk that stops taking bytes does to an append and a compaction. The full disk is this process's own
// file-size limit (RLIMIT_FSIZE via prlimit, lifted right after): writes past it take part of the bytes and then
// fail with EFBIG, as a filling disk takes part and then fails with ENOSPC. A lost record is a sale the server
// never hears of; a refused one that comes back on the next open is a sale sent twice.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { DurableLog, frame } from '../../../src-main/sync/log.js';

type R = Record<string, unknown>;
const dirs: string[] = [];
const logs: DurableLog<R>[] = [];
afterEach(async () => {
  limitFileSize(null);
  for (const l of logs.splice(0)) await l.close().catch(() => undefined);
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'replay-log-'));
  dirs.push(dir);
  return dir;
}

function open(file: string): DurableLog<R> {
  const log = new DurableLog<R>(file);
  logs.push(log);
  return log;
}

/** Opens the file afresh and reads what a restart would. */
function reopen(file: string) {
  const log = open(file);
  return { log, ...log.load() };
}

/** This process's file-size limit in bytes (soft; the hard limit stays unlimited), or none. */
function limitFileSize(bytes: number | null): void {
  execFileSync('prlimit', ['--pid', String(process.pid), `--fsize=${bytes === null ? 'unlimited' : bytes}:unlimited`]);
}

const openFds = () => readdirSync('/proc/self/fd').length;

describe('a record on disk', () => {
  it('is a separator, its length and CRC32 in hex, the JSON and a newline', () => {
    const json = Buffer.from(JSON.stringify({ total: 1250, nome: 'Açaí' }), 'utf8');
    const expected = Buffer.concat([
      Buffer.from([0x1e]),
      Buffer.from(json.length.toString(16).padStart(8, '0') + crc32(json).toString(16).padStart(8, '0'), 'latin1'),
      json,
      Buffer.from('\n'),
    ]);
    expect(frame({ total: 1250, nome: 'Açaí' }).equals(expected)).toBe(true);
  });

  it('a new log is created private to its user (0600), empty', () => {
    const file = path.join(folder(), 'sub', 'outbox.log');
    const { records, repairedBytes } = reopen(file);
    expect([records, repairedBytes]).toEqual([[], 0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('appends come back in order after a restart, the lazy ones with them', async () => {
    const file = path.join(folder(), 'outbox.log');
    const log = open(file);
    log.load();
    await Promise.all([log.append({ n: 1 }), log.append({ n: 2 })]);
    log.appendLazily({ n: 3 });
    await log.append({ n: 4 });
    expect(log.lines).toBe(4);
    expect(readFileSync(file).equals(Buffer.concat([1, 2, 3, 4].map((n) => frame({ n }))))).toBe(true);
    await log.close();
    const again = reopen(file);
    expect(again.records).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    expect(again.log.lines).toBe(4);
  });

  it('a closed log refuses appends, saying so', async () => {
    const log = open(path.join(folder(), 'outbox.log'));
    log.load();
    await log.close();
    await expect(log.append({ n: 1 })).rejects.toThrow('log closed');
    expect(() => log.appendLazily({ n: 1 })).toThrow('log closed');
  });

  it('keeps one file open however many appends (no descriptor per write)', async () => {
    const log = open(path.join(folder(), 'outbox.log'));
    log.load();
    await log.append({ n: 0 });
    const before = openFds();
    for (let n = 1; n <= 30; n++) await log.append({ n });
    expect(openFds()).toBe(before);
  });
});

describe('opening a torn file', () => {
  const a = frame({ n: 'a' });
  const b = frame({ n: 'b' });
  const c = frame({ n: 'c' });

  /** A frame with the bytes given, its header made for them (a right CRC over something that is not JSON). */
  const rawFrame = (json: string) => {
    const body = Buffer.from(json, 'utf8');
    return Buffer.concat([Buffer.from(`\x1e${body.length.toString(16).padStart(8, '0')}${crc32(body).toString(16).padStart(8, '0')}`, 'latin1'), body, Buffer.from('\n')]);
  };

  const middles: [string, Buffer][] = [
    ['a byte of the JSON changed (CRC differs)', Buffer.from(b.toString('latin1').replace('"b"', '"x"'), 'latin1')],
    ['a header that is not hex', Buffer.from(b.toString('latin1').replace('\x1e0', '\x1eg'), 'latin1')],
    ['its newline lost', Buffer.concat([b.subarray(0, b.length - 1), Buffer.from(' ')])],
    ['a right CRC over bytes that are not JSON', rawFrame('{"n":')],
  ];
  for (const [what, torn] of middles) {
    it(`drops a record in the middle with ${what}, alone, and keeps the file`, () => {
      const file = path.join(folder(), 'outbox.log');
      const bytes = Buffer.concat([a, torn, c]);
      writeFileSync(file, bytes);
      const { records, repairedBytes } = reopen(file);
      expect(records).toEqual([{ n: 'a' }, { n: 'c' }]);
      expect(repairedBytes).toBe(torn.length);
      expect(readFileSync(file).equals(bytes)).toBe(true);
    });
  }

  const tails: [string, Buffer][] = [
    ['cut inside its JSON', b.subarray(0, b.length - 4)],
    ['cut inside its header', b.subarray(0, 9)],
    ['only its separator', b.subarray(0, 1)],
    ['its header whole and nothing after', b.subarray(0, 17)],
  ];
  for (const [what, torn] of tails) {
    it(`cuts a torn last record (${what}) off the file`, () => {
      const file = path.join(folder(), 'outbox.log');
      writeFileSync(file, Buffer.concat([a, c, torn]));
      const { records, repairedBytes } = reopen(file);
      expect(records).toEqual([{ n: 'a' }, { n: 'c' }]);
      expect(repairedBytes).toBe(torn.length);
      expect(readFileSync(file).equals(Buffer.concat([a, c]))).toBe(true);
    });
  }

  it('a torn record between two torn ones: each dropped to the next separator', () => {
    const file = path.join(folder(), 'outbox.log');
    const t1 = b.subarray(0, 20);
    const t2 = b.subarray(0, 12);
    writeFileSync(file, Buffer.concat([t1, a, t2, c]));
    const { records, repairedBytes } = reopen(file);
    expect(records).toEqual([{ n: 'a' }, { n: 'c' }]);
    expect(repairedBytes).toBe(32);
  });

  it('reads the plain JSON lines of before framing, drops a garbled line alone, and cuts an unfinished one', () => {
    const file = path.join(folder(), 'outbox.log');
    writeFileSync(file, Buffer.concat([Buffer.from('{"n":1}\nnot json\n{"n":2}\n'), a, Buffer.from('{"n":3}\n'), Buffer.from('{"n":4}')]));
    const { records, repairedBytes, log } = reopen(file);
    expect(records).toEqual([{ n: 1 }, { n: 2 }, { n: 'a' }, { n: 3 }]);
    // 'not json\n' (9) and the last line, whole JSON but never finished with its newline (7)
    expect(repairedBytes).toBe(16);
    expect(log.lines).toBe(4);
    expect(readFileSync(file, 'utf8')).toBe(`{"n":1}\nnot json\n{"n":2}\n${a.toString('utf8')}{"n":3}\n`);
  });

  it('an empty first line and a line that is whole JSON but for its last byte: each dropped alone', () => {
    const file = path.join(folder(), 'outbox.log');
    writeFileSync(file, Buffer.from('\n{"n":1}\n{"n":2} '));
    const { records, repairedBytes } = reopen(file);
    expect(records).toEqual([{ n: 1 }]);
    expect(repairedBytes).toBe(1 + 8);
    expect(readFileSync(file, 'utf8')).toBe('\n{"n":1}\n');
  });

  it('a garbled line running into a frame loses only the line', () => {
    const file = path.join(folder(), 'outbox.log');
    writeFileSync(file, Buffer.concat([Buffer.from('{"n":'), a, b]));
    const { records, repairedBytes } = reopen(file);
    expect(records).toEqual([{ n: 'a' }, { n: 'b' }]);
    expect(repairedBytes).toBe(5);
  });
});

describe('a disk that stops taking bytes', () => {
  it('a batch taken in part is cut back off the file and refused; the next append after space returns is whole', async () => {
    const file = path.join(folder(), 'outbox.log');
    const log = open(file);
    log.load();
    // the very first batch, on an empty file: nothing of it may stay
    limitFileSize(10);
    await expect(log.append({ n: 'first', pad: 'x'.repeat(40) })).rejects.toMatchObject({ code: 'EFBIG' });
    limitFileSize(null);
    expect(readFileSync(file).length).toBe(0);

    await log.append({ n: 1 });
    const one = frame({ n: 1 });
    limitFileSize(one.length + 20);
    const refused = Promise.all([log.append({ n: 2, pad: 'y'.repeat(60) }), log.append({ n: 3 })]);
    await expect(refused).rejects.toMatchObject({ code: 'EFBIG' });
    limitFileSize(null);
    expect(readFileSync(file).equals(one)).toBe(true);
    expect(log.lines).toBe(1);

    await log.append({ n: 4 });
    expect(readFileSync(file).equals(Buffer.concat([one, frame({ n: 4 })]))).toBe(true);
    await log.close();
    expect(reopen(file).records).toEqual([{ n: 1 }, { n: 4 }]);
  });

  it('a disk that takes no byte at all (/dev/full): the append is refused, never confirmed', async () => {
    const dir = folder();
    const file = path.join(dir, 'full.log');
    symlinkSync('/dev/full', file);
    const log = open(file);
    await expect(log.append({ n: 1 })).rejects.toMatchObject({ code: 'ENOSPC' });
  });

  it('a compaction the disk cannot take leaves the old log whole and no half copy', async () => {
    const file = path.join(folder(), 'outbox.log');
    const log = open(file);
    log.load();
    for (let n = 1; n <= 5; n++) await log.append({ n, pad: 'z'.repeat(50) });
    const before = readFileSync(file);
    limitFileSize(40);
    await expect(log.compact(() => [{ n: 5, pad: 'z'.repeat(50) }])).rejects.toMatchObject({ code: 'EFBIG' });
    limitFileSize(null);
    expect(existsSync(`${file}.compact`)).toBe(false);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(log.lines).toBe(5);
    // and it still takes appends
    await log.append({ n: 6 });
    await log.close();
    expect(reopen(file).records.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a compaction replaces the file with the live records, and appends go on in the new file', async () => {
    const dir = folder();
    const file = path.join(dir, 'outbox.log');
    const log = open(file);
    log.load();
    for (let n = 1; n <= 4; n++) await log.append({ n });
    log.appendLazily({ n: 5 });
    let seenInSnapshot: string | null = null;
    await log.compact(() => {
      seenInSnapshot = readFileSync(file, 'latin1');
      return [{ n: 4 }, { n: 5 }];
    });
    // the lazy record was written before the snapshot was taken
    expect(seenInSnapshot).toContain('{"n":5}');
    expect(log.lines).toBe(2);
    await log.append({ n: 6 });
    expect(readFileSync(file).equals(Buffer.concat([frame({ n: 4 }), frame({ n: 5 }), frame({ n: 6 })]))).toBe(true);
    expect(readdirSync(dir)).toEqual(['outbox.log']);
    // the copy's descriptor is closed: compacting often does not use up descriptors
    const fds = openFds();
    for (let i = 0; i < 10; i++) await log.compact(() => [{ n: 6 }]);
    expect(openFds()).toBeLessThanOrEqual(fds);
  });
});
