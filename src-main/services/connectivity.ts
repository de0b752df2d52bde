// Connectivity is the server's health endpoint answering, not the operating system's online flag:
// a restaurant's Wi-Fi is often "connected" with no way out.
import type { Connectivity } from '../../src-shared/bridge/index.js';
import { messages } from '../../src-shared/i18n/pt-BR.js';

export interface ConnectivityMonitorOptions {
  serverUrl: string;
  intervalMs: number;
  timeoutMs?: number;
  onChange: (state: Connectivity) => void;
}

export class ConnectivityMonitor {
  private state: Connectivity;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<Connectivity> | null = null;

  constructor(private readonly options: ConnectivityMonitorOptions) {
    this.state = {
      online: false,
      serverUrl: options.serverUrl,
      checkedAt: new Date(0).toISOString(),
      latencyMs: null,
      reason: messages.connectivity.serverUnreachable,
    };
  }

  get current(): Connectivity {
    return this.state;
  }

  start(): void {
    if (this.timer) return;
    const tick = () => {
      void this.check().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.options.intervalMs);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** One health check; concurrent callers share it. */
  check(): Promise<Connectivity> {
    this.inFlight ??= this.probe().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async probe(): Promise<Connectivity> {
    const started = performance.now();
    let next: Connectivity;
    try {
      const res = await fetch(`${this.options.serverUrl}/health`, {
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 1500),
      });
      await res.arrayBuffer();
      next = res.ok
        ? this.snapshot(true, Math.round(performance.now() - started), null)
        : this.snapshot(false, null, messages.connectivity.serverUnhealthy(res.status));
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      next = this.snapshot(
        false,
        null,
        timedOut ? messages.connectivity.serverTimeout : messages.connectivity.serverUnreachable,
      );
    }
    const changed = next.online !== this.state.online || next.reason !== this.state.reason;
    this.state = next;
    if (changed) this.options.onChange(next);
    return next;
  }

  private snapshot(online: boolean, latencyMs: number | null, reason: string | null): Connectivity {
    return { online, serverUrl: this.options.serverUrl, checkedAt: new Date().toISOString(), latencyMs, reason };
  }
}
