// Loaded first into every server and host a test stack spawns (`node --import`, stack.ts). The test worker that
// started it holds the other end of an IPC channel: when the worker is gone without stopping its stack (Playwright
// or vitest killed it after a timeout), the channel closes and the process stops as on SIGTERM, instead of running
// on under pid 1 with its port, its database and a share of the two cores.
if (process.send) {
  process.once('disconnect', () => {
    process.kill(process.pid, 'SIGTERM');
    // A clean stop that hangs is no reason to stay.
    setTimeout(() => process.exit(1), 10_000).unref();
  });
  // The channel alone keeps nothing running: a process with nothing else to do ends as it would without it.
  process.channel?.unref();
}
