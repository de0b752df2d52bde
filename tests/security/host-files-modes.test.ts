// Issue 13 item 12: data at rest. The CSC was in clear in fiscal/config.json; the outbox (request bodies), print
// queues and printers.json were readable by every local user (0644); session.bin's key sat beside it. The real
// host services run on a terminal folder an earlier version left behind, then every file is checked with stat.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMainConfig } from '../../src-main/config.js';
import { FiscalService } from '../../src-main/fiscal/service.js';
import { startHost, type RunningHost } from '../../src-main/host/host.js';
import { chooseSecretBox, fileSecretBox, secretsDir } from '../../src-main/security/secretBox.js';
import { emptySession, SessionStore } from '../../src-main/session/store.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { doc } from '../../src-shared/printing/document.js';
import { freePort } from '../support/stack.js';
import { simplesBusiness } from '../unit/fiscal/fixtures.js';
import { declared } from '../support/declaredWrite.js';
import { orderPadsOpen } from '../../src-shared/writes/orderPads.js';

const BUSINESS = '019a0000-0000-7000-8000-000000000001';
const OLD_CSC = 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6';
const NEW_CSC = 'ZZYYXXWW99887766554433221100QQPP';
const root = mkdtempSync(path.join(tmpdir(), 'pos-host-files-modes-'));
const terminalDir = path.join(root, 'terminal');
let host: RunningHost | null = null;
afterAll(async () => {
  await host?.close();
  rmSync(root, { recursive: true, force: true });
});

async function start(): Promise<RunningHost> {
  return startHost(
    readMainConfig({
      POS_TERMINAL_DIR: terminalDir,
      POS_SERVER_URL: `http://127.0.0.1:${await freePort()}`,
      POS_HOST_PORT: '0',
      POS_HEALTH_INTERVAL_MS: '60000',
      POS_RENDERER_DIR: path.join(root, 'no-renderer'),
    }),
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? [p, ...walk(p)] : [p];
  });
}

/** A kitchen printer that is away: its tickets wait in the print queue. */
const printer = { id: 'cozinha', name: 'Cozinha', model: 'ESC_POS', connection: { type: 'tcp', host: '127.0.0.1', port: 9 }, statusIntervalMs: 0 };

/** What an earlier version left: open folders and files, the key inside the terminal folder, the CSC in clear. */
function oldTerminalFolder(): void {
  mkdirSync(terminalDir, { recursive: true, mode: 0o755 });
  const oldBox = fileSecretBox(path.join(terminalDir, 'security'));
  new SessionStore(path.join(terminalDir, 'session'), oldBox).save({ ...emptySession(null), token: 'token-antigo-123' });
  mkdirSync(path.join(terminalDir, 'fiscal'), { recursive: true });
  writeFileSync(path.join(terminalDir, 'fiscal', 'config.json'), JSON.stringify({ business: simplesBusiness, serie: 895 }), { mode: 0o644 });
  writeFileSync(path.join(terminalDir, 'printers.json'), JSON.stringify([printer]), { mode: 0o644 });
  for (const p of [terminalDir, path.join(terminalDir, 'session'), path.join(terminalDir, 'fiscal'), path.join(terminalDir, 'security')]) chmodSync(p, 0o755);
  chmodSync(path.join(terminalDir, 'fiscal', 'config.json'), 0o644);
  chmodSync(path.join(terminalDir, 'printers.json'), 0o644);
}

describe('terminal data at rest (issue 13 item 12)', () => {
  it('files 0600, folders 0700, the key in its own folder, the CSC sealed', async () => {
    oldTerminalFolder();
    host = await start();
    const router = host.services.router;

    // The CSC an earlier version wrote in clear still works, and is sealed now.
    expect(await router.dispatch('fiscal.status', {})).toMatchObject({ ok: true, value: { configured: true, serie: 895 } });
    // A print queue and the outbox, with a body.
    expect(await router.dispatch('printing.print', { printerId: 'cozinha', document: { blocks: [doc.text('PEDIDO 7'), doc.cut()] } })).toMatchObject({ ok: true });
    const callId = newId();
    expect(
      await router.dispatch('sync.enqueue', declared(orderPadsOpen, {}, { id: callId, description: 'CPF 12345678909' }, { businessId: BUSINESS, label: 'Abrir comanda', callId })),
    ).toMatchObject({ ok: true });
    await host.close();
    host = null;
    // A manager sets a new CSC (the fiscal service itself: setup commands need a manager logged in, and no
    // server runs here).
    const configured = new FiscalService({ dir: path.join(terminalDir, 'fiscal'), verProc: 'teste', businessId: async () => null, secretBox: fileSecretBox(secretsDir(terminalDir)) });
    await configured.start();
    await configured.configure({ business: { ...simplesBusiness, csc: { id: '000002', token: NEW_CSC } }, serie: 895 });

    // Every file of the terminal for its user only: outbox, print queue, printers.json, session, fiscal.
    const files = walk(terminalDir);
    for (const f of [path.join('outbox', 'outbox.log'), 'printers.json', path.join('session', 'session.bin'), path.join('fiscal', 'config.json')]) {
      expect(files).toContain(path.join(terminalDir, f));
    }
    expect(files.some((f) => f.includes(`${path.sep}print-queue${path.sep}`) && f.endsWith('.json'))).toBe(true);
    for (const f of [terminalDir, ...files]) {
      const st = statSync(f);
      expect((st.mode & 0o777).toString(8), f).toBe(st.isDirectory() ? '700' : '600');
      if (st.isFile()) {
        const bytes = readFileSync(f);
        expect(bytes.includes(Buffer.from(NEW_CSC)), `CSC in clear in ${f}`).toBe(false);
        expect(bytes.includes(Buffer.from(OLD_CSC)), `old CSC in clear in ${f}`).toBe(false);
      }
    }

    // The key is not in the terminal folder: it moved to its own folder, 0700 with the key 0600.
    expect(files.filter((f) => f.endsWith('secret.key'))).toEqual([]);
    const keyDir = `${terminalDir}-chaves`;
    expect(secretsDir(terminalDir)).toBe(keyDir);
    expect((statSync(keyDir).mode & 0o777).toString(8)).toBe('700');
    expect((statSync(path.join(keyDir, 'secret.key')).mode & 0o777).toString(8)).toBe('600');
    const box = fileSecretBox(keyDir);
    // What the old key sealed still opens with the moved key: nobody is logged out, the CSC is the new one.
    expect(new SessionStore(path.join(terminalDir, 'session'), box).load(null).token).toBe('token-antigo-123');
    const fiscal = new FiscalService({ dir: path.join(terminalDir, 'fiscal'), verProc: 'teste', businessId: async () => null, secretBox: box });
    await fiscal.start();
    expect(fiscal.currentConfig()?.business.csc).toEqual({ id: '000002', token: NEW_CSC });
    expect(existsSync(path.join(terminalDir, 'security', 'secret.key'))).toBe(false);
  });

  it('POS_TERMINAL_KEY_DIR puts the key where it says; POS_TERMINAL_KEY is used and never written', () => {
    const dir = path.join(root, 'outra-pasta');
    expect(secretsDir(path.join(root, 't2'), { POS_TERMINAL_KEY_DIR: dir })).toBe(dir);
    const given = 'ab'.repeat(32);
    const keyDir = path.join(root, 'env-key');
    const box = fileSecretBox(keyDir, 'secret.key', { POS_TERMINAL_KEY: given });
    const sealed = box.seal('segredo');
    expect(existsSync(path.join(keyDir, 'secret.key'))).toBe(false);
    expect(fileSecretBox(keyDir, 'secret.key', { POS_TERMINAL_KEY: Buffer.from(given, 'hex').toString('base64') }).open(sealed)).toBe('segredo');
    expect(() => fileSecretBox(keyDir, 'secret.key', { POS_TERMINAL_KEY: 'curta' })).toThrow('POS_TERMINAL_KEY deve ter 32 bytes');
  });

  it("Electron's safeStorage without a keyring on Linux (basic_text) is not used to seal: the key file is", () => {
    // Electron's safeStorage as the OS gives it; 'os:' marks what it sealed.
    const keychain = (backend: string) => ({
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => backend,
      encryptString: (plain: string) => Buffer.from(`os:${plain}`),
      decryptString: (sealed: Buffer) => sealed.toString().slice(3),
    });
    expect(chooseSecretBox(keychain('gnome_libsecret'), path.join(root, 'k1')).kind).toBe('safeStorage');
    expect(chooseSecretBox({ ...keychain('gnome_libsecret'), isEncryptionAvailable: () => false }, path.join(root, 'k2')).kind).toBe('file');

    const basic = keychain('basic_text');
    const earlier = basic.encryptString('token-de-antes');
    const box = chooseSecretBox(basic, path.join(root, 'k3'));
    expect(box.kind).toBe('file');
    const sealed = box.seal('token-novo');
    expect(sealed.toString('latin1')).not.toContain('token-novo');
    expect(box.open(sealed)).toBe('token-novo');
    // What the fixed-password store sealed before still opens, so nobody is logged out by the change.
    expect(box.open(earlier)).toBe('token-de-antes');
  });
});
