// The terminal's NFC-e: the business's fiscal data, the contingency series and the DANFE printer handed to
// the fiscal module (`fiscal.configure`), the A1 certificate installed (`fiscal.installCertificate`, and sent to the
// server, which transmits to SEFAZ too: ServerCertificate.tsx), and
// the default classification of products without fiscal data of their own.
import { useState } from 'react';
import type { FiscalStatus } from '../../../src-shared/bridge/areas/fiscal.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { sefazCaMessages } from '../../../src-shared/i18n/sefazCa.js';
import { businessFiscal, EMPTY_FISCAL, emitsOnline, onlineSettings, type TerminalFiscal } from '../../services/fiscalData.js';
import { UF_CODES, type Uf } from '../../../src-shared/fiscal/states.js';
import { nfceEndpoints, sefazAuthorizer } from '../../../src-shared/fiscal/webServices.js';
import { refusedByServer, saveFiscalOnServer } from '../../services/fiscalServer.js';
import { useTerminalSetup } from '../../store/terminalSetup.js';
import { useLive } from '../../hooks/useLive.js';
import { command, failed } from '../../services/write.js';
import { useShell } from '../../store/shell.js';
import { Button } from '../../ui/Button.js';
import { Badge, Segmented, TextField } from '../../ui/fields.js';
import { NfceIssuedList } from './NfceIssuedList.js';
import { ServerCertificateLine, useServerCertificate } from './ServerCertificate.js';
import { NfceVoidingsList } from './NfceVoidingsList.js';
import { NfeIssuedList } from './NfeIssuedList.js';
import { toast } from '../../ui/toast.js';

const f = m.settings.fiscal;
const ca = sefazCaMessages;

interface TerminalPrinters {
  printers: { id: string; model: string; size: string }[];
}

function fileToBase64(file: File): Promise<string> {
  return file.arrayBuffer().then((buf) => {
    let binary = '';
    const bytes = new Uint8Array(buf);
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
}

/** `onSaved`: the wizard moves on once the data is on the server and on this terminal. */
export function FiscalSetup({ onSaved }: { onSaved?: () => void } = {}) {
  const setup = useTerminalSetup();
  const business = useShell((s) => s.business);
  const [version, setVersion] = useState(0);
  const status = useLive(async () => command<FiscalStatus>('fiscal.status', {}).catch(() => null), [version], null as FiscalStatus | null);
  // What was typed before on this terminal, else what the business row already tells.
  const [form, setForm] = useState<TerminalFiscal>(
    () => setup.fiscal ?? { ...EMPTY_FISCAL, cnpj: business?.document ?? '', legalName: business?.name ?? '', tradeName: business?.tradeName ?? '' },
  );
  const [token, setToken] = useState('');
  const [series, setSeries] = useState(setup.contingencySeries === null ? '' : String(setup.contingencySeries));
  const [pfx, setPfx] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const server = useServerCertificate();
  const field = (key: keyof TerminalFiscal) => ({ value: String(form[key] ?? ''), onValue: (v: string) => setForm((x) => ({ ...x, [key]: v })) });

  const save = async () => {
    const serie = Number(series.replace(/\D/g, ''));
    const online = onlineSettings(form);
    try {
      // The server keeps the business's fiscal data (one source for every terminal); offline, this terminal goes on.
      await saveFiscalOnServer(form, token, serie).catch((err: unknown) => {
        if (refusedByServer(err)) throw err;
      });
      // The DANFE goes to this terminal's receipt printer, with its model and paper.
      const { printers } = await command<TerminalPrinters>('printing.printers', {}).catch(() => ({ printers: [] }) as TerminalPrinters);
      const printer = printers.find((p) => p.id === setup.receiptPrinterId);
      await command('fiscal.configure', {
        business: businessFiscal(form, token),
        serie,
        // Online first to the state's SEFAZ (or the override); the terminal falls back to contingency on its own.
        ...(online ? { online } : {}),
        ...(printer ? { printer: { model: printer.model, size: printer.size, printerId: printer.id } } : {}),
      });
      setup.set({ fiscal: form, contingencySeries: serie });
      // A certificate that waited for these data on the server goes now.
      void server.retry();
      setToken('');
      setVersion((v) => v + 1);
      toast(f.saved, 'success');
      onSaved?.();
    } catch (err) {
      failed(err);
    }
  };

  const install = async () => {
    if (!pfx) return;
    try {
      const pfxBase64 = await fileToBase64(pfx);
      await command('fiscal.installCertificate', { pfxBase64, password });
      setPassword('');
      setVersion((v) => v + 1);
      toast(f.installed, 'success');
      // The server transmits to SEFAZ too (contingency notes, events, voidings): the same certificate goes to it.
      await server.send(pfxBase64, password);
    } catch (err) {
      failed(err);
    }
  };

  return (
    <div className="space-y-3" data-testid="fiscal-setup">
      <h2 className="text-lg font-bold">{f.title}</h2>
      <div className="flex flex-wrap gap-2" data-testid="fiscal-status">
        {status?.configured ? <Badge tone="green">{f.status(status.serie, status.nextNumber)}</Badge> : <Badge tone="amber">{f.notConfigured}</Badge>}
        {status?.certificate ? (
          <Badge tone="green">{f.certificate(status.certificate.commonName, new Date(status.certificate.notAfter).toLocaleDateString('pt-BR'))}</Badge>
        ) : (
          <Badge tone="amber">{f.noCertificate}</Badge>
        )}
        {status && status.pending > 0 ? <Badge tone="blue">{f.pending(status.pending)}</Badge> : null}
      </div>
      {status?.alert ? (
        <p className="rounded-lg bg-red-100 p-2 font-semibold text-red-800" role="alert">
          {status.alert}
        </p>
      ) : null}
      <form
        className="space-y-2"
        aria-label={f.title}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="grid grid-cols-2 gap-2">
          <TextField label={f.cnpj} inputMode="numeric" {...field('cnpj')} />
          <TextField label={f.ie} {...field('ie')} />
          <TextField label={f.legalName} {...field('legalName')} />
          <TextField label={f.tradeName} {...field('tradeName')} />
        </div>
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-700">{f.crt}</span>
          <Segmented<'1' | '3' | '4'>
            label={f.crt}
            value={String(form.crt === 2 ? 1 : form.crt) as '1' | '3' | '4'}
            onChange={(v) => setForm((x) => ({ ...x, crt: Number(v) as 1 | 3 | 4 }))}
            choices={[
              { value: '1', label: f.crtSimples },
              { value: '3', label: f.crtNormal },
              { value: '4', label: f.crtMei },
            ]}
          />
        </div>
        <div className="grid grid-cols-3 gap-2">
          <TextField className="col-span-2" label={f.street} {...field('street')} />
          <TextField label={f.number} {...field('number')} />
          <TextField label={f.district} {...field('district')} />
          <TextField label={f.cityName} {...field('cityName')} />
          <TextField label={f.uf} maxLength={2} {...field('uf')} />
          <TextField label={f.cityCode} inputMode="numeric" {...field('cityCode')} />
          <TextField label={f.cep} inputMode="numeric" {...field('cep')} />
        </div>
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-700">{f.environment}</span>
          <Segmented<'homologation' | 'production'>
            label={f.environment}
            value={form.environment}
            onChange={(v) => setForm((x) => ({ ...x, environment: v }))}
            choices={[
              { value: 'homologation', label: f.homologation },
              { value: 'production', label: f.production },
            ]}
          />
        </div>
        <div className="grid grid-cols-3 gap-2">
          <TextField label={f.cscId} inputMode="numeric" {...field('cscId')} />
          <TextField className="col-span-2" label={f.cscToken} type="password" value={token} onValue={setToken} hint={f.cscTokenHint} autoComplete="off" />
          <TextField label={m.settings.contingencySeries} inputMode="numeric" value={series} onValue={setSeries} maxLength={3} />
        </div>
        <SefazEmission form={form} setForm={setForm} field={field} chain={status?.sefazCa ?? []} onChain={() => setVersion((v) => v + 1)} />
        <p className="pt-1 text-sm font-medium text-slate-700">{f.defaults}</p>
        <div className="grid grid-cols-3 gap-2">
          <TextField label={f.ncm} inputMode="numeric" {...field('ncm')} />
          <TextField label={f.cfop} inputMode="numeric" {...field('cfop')} />
          {form.crt === 3 ? (
            <TextField
              label={f.icmsRate}
              inputMode="decimal"
              value={String(form.icmsRateBps / 100).replace('.', ',')}
              onValue={(v) => setForm((x) => ({ ...x, icmsRateBps: Math.round(Number(v.replace(',', '.')) * 100) || 0 }))}
            />
          ) : null}
        </div>
        <Button tone="primary" type="submit" disabled={!token.trim() || !series.trim()}>
          {f.save}
        </Button>
      </form>
      <div className="space-y-2 border-t border-slate-200 pt-3">
        <label className="block">
          <span className="mb-1 block text-sm font-medium text-slate-700">{f.certificateFile}</span>
          {/* The browser's own file button speaks the system's language; this one speaks Portuguese. */}
          <input type="file" accept=".pfx,.p12,application/x-pkcs12" onChange={(e) => setPfx(e.target.files?.[0] ?? null)} className="peer sr-only" />
          <span className="touch-target inline-flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-blue-300">
            {f.chooseFile}
            <span className="font-normal text-slate-600" data-testid="certificate-file">
              {pfx?.name ?? f.noFile}
            </span>
          </span>
        </label>
        <TextField label={f.certificatePassword} type="password" value={password} onValue={setPassword} autoComplete="off" />
        <Button onClick={() => void install()} disabled={!pfx}>
          {f.install}
        </Button>
        <ServerCertificateLine copy={server.copy} />
      </div>
      {/* In the first-run wizard there is no session on the server yet, so nothing to list. */}
      {onSaved ? null : <NfceIssuedList version={version} />}
      {onSaved ? null : <NfceVoidingsList version={version} />}
      {onSaved ? null : <NfeIssuedList version={version} />}
    </div>
  );
}

type FieldOf = (key: keyof TerminalFiscal) => { value: string; onValue: (v: string) => void };

/**
 * Online or contingency-only emission. Online goes to the SEFAZ of the business's state in its environment, shown
 * read-only; an address typed under "Avançado" (the homologation simulator, a contingency SVC) overrides it.
 */
function SefazEmission({
  form,
  setForm,
  field,
  chain,
  onChain,
}: {
  form: TerminalFiscal;
  setForm: (fn: (x: TerminalFiscal) => TerminalFiscal) => void;
  field: FieldOf;
  /** The ICP-Brasil chain installed on this terminal (names); `onChain` after one is installed. */
  chain: string[];
  onChain: () => void;
}) {
  const [chainFile, setChainFile] = useState<File | null>(null);
  const installChain = async () => {
    if (!chainFile) return;
    try {
      await command('fiscal.installSefazCa', { fileBase64: await fileToBase64(chainFile) });
      setChainFile(null);
      onChain();
      toast(ca.installed, 'success');
    } catch (err) {
      failed(err);
    }
  };
  const online = emitsOnline(form);
  const override = form.sefazUrl?.trim() ?? '';
  const uf = form.uf.trim().toUpperCase();
  const known = uf in UF_CODES;
  // Open when an override was saved; then as the manager leaves it (clearing the field does not fold it away).
  const [advanced, setAdvanced] = useState(!!override);
  const address = override
    ? f.sefazOverride(override)
    : known
      ? f.sefazOf(uf, sefazAuthorizer('65', uf as Uf), (form.environment === 'production' ? f.production : f.homologation).toLowerCase(), nfceEndpoints(uf as Uf, form.environment).NFeAutorizacao4)
      : f.sefazNeedsUf;
  return (
    <div className="space-y-2">
      <span className="mb-1 block text-sm font-medium text-slate-700">{f.emission}</span>
      <Segmented<'online' | 'contingency'>
        label={f.emission}
        value={online ? 'online' : 'contingency'}
        onChange={(v) => setForm((x) => ({ ...x, onlineEmission: v === 'online' }))}
        choices={[
          { value: 'online', label: f.emissionOnline },
          { value: 'contingency', label: f.emissionContingency },
        ]}
      />
      {online ? (
        <>
          <p className={`break-all rounded-lg p-2 text-sm ${known || override ? 'bg-slate-100 text-slate-800' : 'bg-amber-100 text-amber-900'}`} data-testid="sefaz-address">
            {address}
          </p>
          <div className="grid grid-cols-3 gap-2">
            <TextField label={f.sefazTimeout} inputMode="decimal" {...field('sefazTimeoutSeconds')} />
          </div>
          <details className="rounded-lg border border-slate-200 p-2" open={advanced} onToggle={(e) => setAdvanced(e.currentTarget.open)}>
            <summary className="cursor-pointer text-sm font-medium text-slate-700">{f.advanced}</summary>
            <TextField className="mt-2" label={f.sefazUrl} hint={f.sefazUrlHint} {...field('sefazUrl')} />
          </details>
          {/* No npm package ships ICP-Brasil's roots: the installer picks the chain ITI publishes, and is told why. */}
          <div className="space-y-2 rounded-lg border border-slate-200 p-2" data-testid="sefaz-chain">
            <span className="block text-sm font-medium text-slate-700">{ca.title}</span>
            <p className="text-sm text-slate-600">{ca.why}</p>
            {chain.length ? <Badge tone="green">{ca.names(chain)}</Badge> : <Badge tone="amber">{ca.none}</Badge>}
            <label className="block">
              <input type="file" accept=".pem,.crt,.cer" aria-label={ca.choose} onChange={(e) => setChainFile(e.target.files?.[0] ?? null)} className="peer sr-only" />
              <span className="touch-target inline-flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-blue-300">
                {ca.choose}
                <span className="font-normal text-slate-600">{chainFile?.name ?? f.noFile}</span>
              </span>
            </label>
            <Button onClick={() => void installChain()} disabled={!chainFile}>
              {ca.install}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
