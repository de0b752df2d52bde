// The Electron shell: one window, the preload, the built renderer from file, the same services as the host.
import { app, BrowserWindow, ipcMain, session, shell } from 'electron';
import path from 'node:path';
import { readMainConfig } from '../config.js';
import { platformSecretBox, secretsDir } from '../security/secretBox.js';
import { createMainServices, type MainServices } from '../services/index.js';
import { version } from '../version.js';
import { IPC_COMMAND, IPC_EVENT } from './channels.js';

// Production: no remote content, only our own files.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // The renderer reads the platform through GraphQL on the configured server only.
  'connect-src \'self\' ' + readMainConfig().serverUrl,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-src 'none'",
  "form-action 'none'",
].join('; ');

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  const config = readMainConfig(process.env, app.getPath('userData'));
  // The services start once Electron is ready: the secret store (session token, A1 certificate) uses safeStorage,
  // which needs the app ready. Until then a command waits for them.
  let window: BrowserWindow | null = null;
  let services: MainServices | null = null;
  let resolveServices!: (s: MainServices) => void;
  const servicesReady = new Promise<MainServices>((resolve) => {
    resolveServices = resolve;
  });

  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  ipcMain.handle(IPC_COMMAND, async (_event, name: unknown, payload: unknown) =>
    (await servicesReady).router.dispatch(typeof name === 'string' ? name : '', payload),
  );

  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-navigate', (event, url) => {
      if (!url.startsWith('file://')) event.preventDefault();
    });
  });

  void app.whenReady().then(async () => {
    // safeStorage where the OS offers it (DPAPI on Windows), else the 0600 key file; the session screen says which.
    const secretBox = await platformSecretBox('electron', secretsDir(config.terminalDir));
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
    void window.loadFile(path.join(__dirname, '..', 'renderer', 'index.html'), { hash: '/mesas' });
    services.start();
    // Links a person clicks (help pages) open outside the app.
    window.webContents.setWindowOpenHandler(({ url }) => {
      if (url.startsWith('https://')) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });

  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', () => {
    void services?.stop();
  });
}
