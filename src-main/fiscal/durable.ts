// Writes that survive a crash or a power cut: write a temporary file, fsync it, rename it over the target, fsync
// the folder. A reader sees either the old or the new content, never a torn one.
import { open, rename, mkdir, rm } from 'node:fs/promises';
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
