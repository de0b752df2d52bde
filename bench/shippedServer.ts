// The server a bench measures: the bundle `npm run build` makes (dist/server/main.mjs), what runs at a restaurant,
// rebuilt from the sources first so the figure is of this tree. POS_BENCH_SERVER=src runs the sources through tsx.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

let built = false;

export function serverEntry(): string {
  if (process.env.POS_BENCH_SERVER === 'src') return 'src-server/main.ts';
  if (!built) {
    execFileSync(process.execPath, ['scripts/build-main.mjs', 'server'], { cwd: path.join(import.meta.dirname, '..'), stdio: 'ignore' });
    built = true;
  }
  return 'dist/server/main.mjs';
}
