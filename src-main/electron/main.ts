// The Electron shell: one window, the preload, the built renderer from file, the same services as the host, and
// (unless POS_SERVER_URL points at another one) the local platform server as a supervised utility process.
import { app, BrowserWindow, ipcMain, session, shell } from 'electron';
import path from 'node:path';
import { readMainConfig } from '../config.js';
import { fiscalCertKeyFile, sealedFiscalCertKey } from '../security/fiscalCertKey.js';
import { platformSecretBox, secretsDir } from '../security/secretBox.js';
import { createMainServices, type MainServices } from '../services/index.js';
import { createLocalServer, localServerDataDir, unpackedPath, type LocalServer } from '../services/localServer.js';
import { version } from '../version.js';
import { contentSecurityPolicy } from '../security/csp.js';
import { appFileUrl, isAppUrl, isExternalLink, isTrustedSender } from '../security/trust.js';
import { bridgeSecurityMessages } from '../../src-shared/i18n/bridgeSecurity.js';
import { IPC_COMMAND, IPC_EVENT } from './channels.js';
import { forkWithElectron } from './localServerFork.js';
import { logFile } from './logFile.js';

// Production: no remote content, only our own files (the same policy is a <meta> in index.html: security/csp.ts).
const CSP = contentSecurityPolicy(readMainConfig().serverUrl);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  const config = readMainConfig(process.env, app.getPath('userData'));
  // The official fiscal schemas the terminal checks its requests against, copied beside the bundle.
  process.env.POS_NFCE_XSD_DIR ??= path.join(__dirname, 'nfce-xsd');
  // The services start once Electron is ready: the secret store (session token, A1 certificate) uses safeStorage,
  // which needs the app ready. Until then a command waits for them.
  let window: BrowserWindow | null = null;
  let services: MainServices | null = null;
  let localServer: LocalServer | null = null;
  let resolveServices!: (s: MainServices) => void;
  const servicesReady = new Promise<MainServices>((resolve) => {
    resolveServices = resolve;
  });

  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  // The one page this shell trusts: its own index.html (security/trust.ts).
  const indexHtml = path.join(__dirname, '..', 'renderer', 'index.html');
  const appUrl = appFileUrl(indexHtml);

  ipcMain.handle(IPC_COMMAND, async (event, name: unknown, payload: unknown) => {
    // Only the top frame of our own page may command the terminal (not an iframe, not another file).
    if (!isTrustedSender(event.senderFrame, appUrl)) {
      return { ok: false, error: { code: 'forbidden', message: bridgeSecurityMessages.untrustedPage } };
    }
    return (await servicesReady).router.dispatch(typeof name === 'string' ? name : '', payload);
  });

  app.on('web-contents-created', (_event, contents) => {
    // No new windows; https links a person clicks open in the system browser.
    contents.setWindowOpenHandler(({ url }) => {
      if (isExternalLink(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
    contents.on('will-navigate', (event, url) => {
      if (!isAppUrl(url, appUrl)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!isAppUrl(url, appUrl)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  void app.whenReady().then(async () => {
    // safeStorage where the OS offers it (DPAPI on Windows), else the 0600 key file; the session screen says which.
    const secretBox = await platformSecretBox('electron', secretsDir(config.terminalDir));
    if (!process.env.POS_SERVER_URL) {
      // The installed terminal is its own server: dist/server/main.mjs (scripts/build-main.mjs), data under userData.
      // The window opens meanwhile; the connectivity check shows the server offline until it answers.
      localServer = createLocalServer({
        fork: forkWithElectron,
        modulePath: unpackedPath(path.join(__dirname, '..', 'server', 'main.mjs')),
        dataDir: localServerDataDir(app.getPath('userData')),
        port: Number(new URL(config.serverUrl).port || 80),
        // The key the server seals the business's A1 under: made once, kept sealed like the session token.
        env: { ...process.env, POS_FISCAL_CERT_KEY: sealedFiscalCertKey(secretBox, fiscalCertKeyFile(config.terminalDir)) },
        log: logFile(path.join(app.getPath('userData'), 'logs', 'servidor-local.log'), '[servidor local]'),
      });
      void localServer.start().catch((err: unknown) => console.error('[servidor local]', err instanceof Error ? err.message : err));
    }
    services = createMainServices({ config, shell: 'electron', version, secretBox });
    services.router.onEvent((name, payload) => window?.webContents.send(IPC_EVENT, name, payload));
    resolveServices(services);

    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP] } });
    });
    session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));

    window = new BrowserWindow({
      width: 1366,
      height: 768,
      minWidth: 1024,
      minHeight: 700,
      title: 'Balcão PDV',
      backgroundColor: '#0f172a',
      show: false,
      webPreferences: {
        preload: path.join(__dirname, 'preload.cjs'),
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webSecurity: true,
        spellcheck: false,
      },
    });
    window.once('ready-to-show', () => window?.show());
    window.on('closed', () => {
      window = null;
    });
    void window.loadFile(indexHtml, { hash: '/mesas' });
    services.start();
  });

  app.on('window-all-closed', () => app.quit());
  // Quitting waits for the services (they talk to the server) and then for the server to close PGlite.
  let cleanup: 'pending' | 'running' | 'done' = 'pending';
  app.on('before-quit', (event) => {
    if (cleanup === 'done') return;
    event.preventDefault();
    if (cleanup === 'running') return;
    cleanup = 'running';
    void (async () => {
      await services?.stop().catch(() => undefined);
      await localServer?.stop().catch(() => undefined);
      cleanup = 'done';
      app.quit();
    })();
  });
}
