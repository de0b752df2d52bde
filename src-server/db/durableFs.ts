// PGlite's data folder with real fsync, so an acknowledged write (a payment) survives a power cut, not only a
// crash of the process.
// PGlite 0.5 starts PostgreSQL with fsync off ("-F") and its Node file system (Emscripten NODEFS) has no fsync:
// every write reaches the OS page cache and nothing forces it to the disk. `relaxedDurability` does not help (it
// only drops the wait for the browser stores' flush). Here NODEFS gets the fsync it lacks and PostgreSQL runs
// with fsync on and `wal_sync_method=fsync` (its fdatasync is a no-op in Emscripten): a commit returns after the
// WAL is on disk and checkpoints sync the data files, as on a real PostgreSQL. Cost measured here: ~0.4 ms a commit.
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type InitArgs = Parameters<NodeFS['init']>;
/** What NODEFS keeps on an open file (Emscripten's stream object). */
interface NodeStream {
  nfd: number;
}

class SyncedNodeFS extends NodeFS {
  override async init(pg: InitArgs[0], opts: InitArgs[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    preRun.push((mod) => {
      const ops = (mod.NODEFS as unknown as { stream_ops: { fsync?: (stream: NodeStream) => number } }).stream_ops;
      // A failed fsync throws: PostgreSQL then refuses the commit instead of acknowledging it.
      ops.fsync = (stream) => {
        fsyncSync(stream.nfd);
        return 0;
      };
    });
    result.emscriptenOpts.preRun = preRun;
    return result;
  }
}

/** A PGlite over `dataDir` that syncs to disk on commit (see above). */
export function durablePGlite(dataDir: string, loadDataDir?: Blob): PGlite {
  const startParams = PGlite.defaultStartParams.filter((p) => p !== '-F');
  return new PGlite({ fs: new SyncedNodeFS(dataDir), startParams: [...startParams, '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'], loadDataDir });
}
