// The renderer's Content-Security-Policy, one definition for both places it is set (issue 13 §17): a <meta> in
// the built index.html (vite.config.ts; a file:// page gets no response headers, so this is what Electron's
// window enforces, and what the headless host's browsers get) and the header the Electron shell adds.
// Only our own scripts; no plugins, frames, forms or <base>.

/**
 * `connect` lists where the renderer may read from besides its own origin: the shell names its configured server;
 * the built page names http: and https: because the server's address is chosen at install time (the bridge
 * itself is IPC in the shell and the same-origin WebSocket under the host).
 */
export function contentSecurityPolicy(connect: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-src 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The <meta> for the built index.html. */
export function cspMetaTag(): string {
  return `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy('http: https:')}" />`;
}
