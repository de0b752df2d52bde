// How a test opens the host's bridge as the app's own page does: it reads the per-launch secret from the
// index.html the host serves and offers it as the WebSocket subprotocol.
import WebSocket from 'ws';

/** The secret written into the host's index.html. */
export async function bridgeSecret(hostUrl: string): Promise<string> {
  const html = await (await fetch(hostUrl)).text();
  const secret = /<meta name="pos-bridge-secret" content="([0-9a-f]+)"/.exec(html)?.[1];
  if (!secret) throw new Error(`no bridge secret in ${hostUrl}/index.html`);
  return secret;
}

export function bridgeUrl(hostUrl: string): string {
  return `${hostUrl.replace(/^http/, 'ws')}/bridge`;
}

/** A WebSocket to `hostUrl`'s bridge with the secret, as the app's page opens it (not yet open when returned). */
export async function openBridgeSocket(hostUrl: string, options: WebSocket.ClientOptions = {}): Promise<WebSocket> {
  return new WebSocket(bridgeUrl(hostUrl), [`pos-bridge.${await bridgeSecret(hostUrl)}`], options);
}
