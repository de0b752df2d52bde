// The server's NFC-e endpoints for terminals. The spec has no call to receive a contingency NFC-e emitted by a
// terminal (its nfceGenerate builds one from a groupPaymentId on the server), so these two are ours, under the
// business prefix like every business call:
//   POST /businesses/{businessId}/fiscal/nfce/contingency  {key, xml}  → forwards the signed NFe to SEFAZ
//   POST /businesses/{businessId}/fiscal/nfce/events       {key, xml}  → forwards a signed cancel event
// Both are safe to repeat: SEFAZ answers a repeated key with 204 and the client fetches the original protocol.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isValidAccessKey } from '../../src-shared/fiscal/accessKey.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';
import type { Guard } from '../auth/guard.js';
import { requestContext } from '../auth/guard.js';
import { HttpError } from '../http/errors.js';
import { SefazClient, SefazUnavailable } from './sefazClient.js';

export interface FiscalPluginOptions {
  guard: Guard;
  /** Base URL of the SEFAZ NFC-e services; defaults to POS_SEFAZ_NFCE_URL. */
  sefazUrl?: string;
}

const Submission = z.object({ key: z.string(), xml: z.string().min(100).max(2_000_000) });

const m = fiscalMessages.server;

export const fiscalRoutes: FastifyPluginAsync<FiscalPluginOptions> = async (app, options) => {
  const url = options.sefazUrl ?? process.env.POS_SEFAZ_NFCE_URL ?? '';
  const sefaz = url ? new SefazClient(url.replace(/\/$/, '')) : null;
  let lot = Date.now() % 1_000_000_000;

  async function admit(req: FastifyRequest): Promise<z.infer<typeof Submission>> {
    const user = await options.guard.user(req);
    const { businessId } = req.params as { businessId: string };
    await options.guard.business(user, businessId, requestContext(req), 'settle');
    const parsed = Submission.safeParse(req.body);
    if (!parsed.success) throw new HttpError(400, m.notNfce);
    if (!isValidAccessKey(parsed.data.key)) throw new HttpError(400, m.badKey);
    if (!sefaz) throw new HttpError(503, m.sefazNotConfigured);
    return parsed.data;
  }

  app.post('/businesses/:businessId/fiscal/nfce/contingency', async (req) => {
    const { key, xml } = await admit(req);
    if (!xml.includes(`Id="NFe${key}"`) || !xml.includes('<Signature')) throw new HttpError(400, m.keyMismatch);
    try {
      return await sefaz!.authorize(xml, key, String(++lot));
    } catch (err) {
      if (err instanceof SefazUnavailable) throw new HttpError(503, m.sefazUnavailable);
      throw err;
    }
  });

  app.post('/businesses/:businessId/fiscal/nfce/events', async (req) => {
    const { key, xml } = await admit(req);
    if (!xml.includes(`<chNFe>${key}</chNFe>`) || !xml.includes('<Signature')) throw new HttpError(400, m.keyMismatch);
    try {
      return await sefaz!.sendEvent(xml, key, String(++lot));
    } catch (err) {
      if (err instanceof SefazUnavailable) throw new HttpError(503, m.sefazUnavailable);
      throw err;
    }
  });
};
