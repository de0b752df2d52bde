// The ports tests keep closed for a while (a printer away, a server stopped) must not be handed to another
// test's listen(0): they come from below the kernel's ephemeral range.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { freePort } from '../support/stack.js';

it('test ports come from below the ephemeral range, a different one each time', async () => {
  const [ephemeralFrom] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  const ports: number[] = [];
  for (let i = 0; i < 50; i++) ports.push(await freePort());
  expect(Math.max(...ports)).toBeLessThan(ephemeralFrom!);
  expect(new Set(ports).size).toBe(ports.length);
});
