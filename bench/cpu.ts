// CPU time of the processes a bench drives, from /proc: where each write's cost goes when the bench client, the
// server and PostgreSQL share the machine's cores.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** CPU time (user + system, ms) a process has used so far, from /proc: the server's cost per write. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

/** CPU time of a PostgreSQL cluster: its postmaster (data/postmaster.pid) and every backend it forked. */
export function clusterCpuMs(dataDir: string | undefined): number {
  if (!dataDir) return 0;
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (Number(entry) === postmaster || Number(fields[1]) === postmaster) total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // a backend that exited while we read
    }
  }
  return total;
}

