// Writes that survive a crash or a power cut: write a temporary file, fsync it, rename it over the target, fsync
// the folder. A reader sees either the old or the new content, never a torn one.
import { open, readdir, readFile, rename, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function writeDurable(file: string, data: string | Uint8Array, mode = 0o600): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    const handle = await open(tmp, 'w', mode);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, file);
  } catch (err) {
    // A full disk: the old content stays whole, and the half-written copy must not hold the space.
    await rm(tmp, { force: true });
    throw err;
  }
  await fsyncDir(dir);
}

/** Every record a folder holds as `<name>.json` (the names `accept` keeps), parsed; none when the folder is not there yet. */
export async function readRecords<T>(dir: string, accept: (name: string) => boolean, parse: (value: unknown) => T): Promise<T[]> {
  let names: string[] = [];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const out: T[] = [];
  for (const name of names.filter((n) => n.endsWith('.json') && accept(n))) out.push(parse(JSON.parse(await readFile(path.join(dir, name), 'utf8'))));
  return out;
}
