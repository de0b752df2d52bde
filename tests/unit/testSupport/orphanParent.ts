// A test worker in miniature for orphanGuard.test.ts: spawns `entry` as the stacks do (spawnNode), prints the
// child's pid once it is up, then dies by SIGKILL without stopping it, as a worker killed after a timeout does.
import { spawnNode } from '../../support/stack.js';

const child = spawnNode(process.argv[2]!, {});
child.stdout?.once('data', () => {
  console.log(`filho ${child.pid}`);
  process.kill(process.pid, 'SIGKILL');
});
