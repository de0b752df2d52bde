// The business's A1 as the server keeps it: the server transmits the contingency notes, events, voidings and NF-e
// to SEFAZ over mutual TLS, so when the manager installs the certificate on this terminal it is sent to the server
// too, and the screen says what the server holds (or why it refused it). The .pfx and its password wait only in
// this screen's memory while the server is out of reach: the outbox keeps its calls in clear on disk, and the
// password must not be kept in clear anywhere (fiscalServer.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { ProductError } from '../../../src-shared/api/index.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { serverCertificate, serverUnreachable, sendCertificateToServer, type ServerCertificate } from '../../services/fiscalServer.js';
import { isOnline } from '../../services/photoUploads.js';
import { useShell } from '../../store/shell.js';
import { toast } from '../../ui/toast.js';

const f = m.settings.fiscal;
/** While a certificate waits for the server, how often it is tried again (besides when the link comes back). */
const RETRY_MS = 10_000;

export type ServerCopy =
  | { state: 'loading' }
  | { state: 'kept'; certificate: ServerCertificate }
  | { state: 'none' }
  | { state: 'unknown' }
  | { state: 'pending' }
  | { state: 'refused'; message: string };

interface Waiting {
  pfxBase64: string;
  password: string;
}

export function useServerCertificate() {
  const [copy, setCopy] = useState<ServerCopy>({ state: 'loading' });
  const waiting = useRef<Waiting | null>(null);
  const online = useShell((s) => isOnline(s));

  const refresh = useCallback(async () => {
    try {
      const certificate = await serverCertificate();
      setCopy(certificate ? { state: 'kept', certificate } : { state: 'none' });
    } catch {
      setCopy({ state: 'unknown' });
    }
  }, []);

  const send = useCallback(
    async (pfxBase64: string, password: string) => {
      waiting.current = { pfxBase64, password };
      try {
        await sendCertificateToServer(pfxBase64, password);
      } catch (err) {
        if (serverUnreachable(err)) return setCopy({ state: 'pending' });
        // No fiscal data on the server yet: it waits (in memory) for the manager to save them, then goes.
        if (err instanceof ProductError && err.status === 404) return setCopy({ state: 'refused', message: f.serverNeedsFiscal });
        waiting.current = null;
        return setCopy({ state: 'refused', message: err instanceof Error ? err.message : String(err) });
      }
      waiting.current = null;
      toast(f.serverSent, 'success');
      await refresh();
    },
    [refresh],
  );

  /** Sends the certificate still waiting (the link is back, the fiscal data were saved), else reads the server's. */
  const retry = useCallback(async () => {
    const w = waiting.current;
    if (w) await send(w.pfxBase64, w.password);
    else await refresh();
  }, [send, refresh]);

  useEffect(() => {
    void retry();
  }, [online, retry]);

  useEffect(() => {
    if (copy.state !== 'pending') return;
    const timer = setInterval(() => void retry(), RETRY_MS);
    return () => clearInterval(timer);
  }, [copy.state, retry]);

  return { copy, send, retry };
}

const cnpjText = (d: string) => d.replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** One line: the server's copy, or why there is none. */
export function ServerCertificateLine({ copy }: { copy: ServerCopy }) {
  if (copy.state === 'loading') return null;
  const tone = {
    ok: 'bg-emerald-100 text-emerald-800',
    warn: 'bg-amber-100 text-amber-900',
    bad: 'bg-red-100 text-red-800',
  };
  let text: string;
  let look: keyof typeof tone;
  if (copy.state === 'kept') {
    const until = new Date(copy.certificate.notAfter);
    const expired = until.getTime() < Date.now();
    text = (expired ? f.serverCertificateExpired : f.serverCertificate)(cnpjText(copy.certificate.cnpj), until.toLocaleDateString('pt-BR'));
    look = expired ? 'bad' : 'ok';
  } else if (copy.state === 'refused') {
    text = f.serverRefused(copy.message);
    look = 'bad';
  } else {
    text = copy.state === 'none' ? f.serverNoCertificate : copy.state === 'pending' ? f.serverPending : f.serverUnknown;
    look = 'warn';
  }
  return (
    <p className={`rounded-lg p-2 text-sm font-semibold ${tone[look]}`} data-testid="server-certificate" data-state={copy.state} role={look === 'bad' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
