// The Electron shell's trust decisions (issue 13 §17), as pure functions (Electron cannot run here): the IPC
// sender must be the top frame of the app's own index.html, navigation stays on that file, only https links go
// out (to the system browser); the CSP is also a <meta> (a file:// page gets no headers) and the fuses are set.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspMetaTag } from '../../src-main/security/csp.js';
import { appFileUrl, isAppUrl, isExternalLink, isTrustedSender } from '../../src-main/security/trust.js';

const root = path.resolve(import.meta.dirname, '../..');
const app = appFileUrl('/opt/Balcão PDV/resources/app.asar/dist/renderer/index.html');
const winApp = 'file:///C:/Program%20Files/Balc%C3%A3o%20PDV/resources/app.asar/dist/renderer/index.html';

describe('which page the shell trusts', () => {
  it('its own index.html, whatever the hash route or query', () => {
    expect(isAppUrl(app, app, 'linux')).toBe(true);
    expect(isAppUrl(`${app}#/mesas`, app, 'linux')).toBe(true);
    expect(isAppUrl(`${app}?x=1#/caixa`, app, 'linux')).toBe(true);
    expect(isAppUrl('file:///opt/Balc%C3%A3o%20PDV/resources/app.asar/dist/renderer/index.html', app, 'linux')).toBe(true);
    expect(isAppUrl('file:///c:/program files/balcão pdv/resources/app.asar/dist/renderer/index.html#/mesas', winApp, 'win32')).toBe(true);
  });

  it('no other file, scheme or garbage', () => {
    for (const url of [
      'file:///opt/Balcão PDV/resources/app.asar/dist/renderer/other.html',
      'file:///home/caixa/Downloads/index.html',
      'file:///opt/Balcão PDV/resources/app.asar/dist/renderer/index.html/../../../../../tmp/x.html',
      'file://evil.example/opt/Balcão PDV/resources/app.asar/dist/renderer/index.html',
      'https://evil.example/index.html',
      'http://127.0.0.1:5174/',
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'about:blank',
      '',
      'not a url',
    ]) {
      expect([url, isAppUrl(url, app, 'linux')]).toEqual([url, false]);
    }
    expect(isAppUrl('file:///c:/program files/balcão pdv/resources/app.asar/dist/renderer/index.html', winApp, 'linux')).toBe(false);
  });

  it('IPC only from the top frame of that page', () => {
    expect(isTrustedSender({ url: `${app}#/mesas`, parent: null }, app, 'linux')).toBe(true);
    expect(isTrustedSender({ url: `${app}#/mesas`, parent: { url: app } }, app, 'linux')).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', parent: null }, app, 'linux')).toBe(false);
    expect(isTrustedSender({ url: 'file:///tmp/evil.html', parent: null }, app, 'linux')).toBe(false);
    expect(isTrustedSender(null, app, 'linux')).toBe(false);
    expect(isTrustedSender(undefined, app, 'linux')).toBe(false);
  });

  it('only https links leave the app', () => {
    expect(isExternalLink('https://ajuda.example/caixa')).toBe(true);
    for (const url of ['http://evil.example', 'file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'x']) expect(isExternalLink(url)).toBe(false);
  });
});

describe('CSP and fuses', () => {
  it('the CSP allows only our own scripts, and is a <meta> the build writes into index.html', () => {
    const csp = contentSecurityPolicy('http://127.0.0.1:3333');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:3333");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(cspMetaTag()).toMatch(/^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';/);
    expect(readFileSync(path.join(root, 'vite.config.ts'), 'utf8')).toContain('cspMetaTag()');
  });

  it('electron-builder flips the fuses', () => {
    const yml = readFileSync(path.join(root, 'electron-builder.yml'), 'utf8');
    const fuses = yml.slice(yml.indexOf('electronFuses:'));
    expect(yml).toContain('electronFuses:');
    for (const line of [
      'runAsNode: false',
      'enableCookieEncryption: true',
      'enableNodeOptionsEnvironmentVariable: false',
      'enableNodeCliInspectArguments: false',
      'enableEmbeddedAsarIntegrityValidation: true',
      'onlyLoadAppFromAsar: true',
    ]) {
      expect(fuses).toContain(line);
    }
  });
});
