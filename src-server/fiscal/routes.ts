// The server's NFC-e endpoints for terminals. The spec has no call to receive a contingency NFC-e emitted by a
// terminal (its nfceGenerate builds one from a groupPaymentId on the server), so these two are ours, under the
// business prefix like every business call:
//   POST /businesses/{businessId}/fiscal/nfce/contingency  {key, xml}  → forwards the signed NFe to SEFAZ, in a
//                                                                          lot with the notes arriving with it (lots.ts)
//   POST /businesses/{businessId}/fiscal/nfce/events       {key, xml}  → forwards a signed cancel event
//   POST /businesses/{businessId}/fiscal/nfce/voidings     {id, xml}   → forwards a signed inutNFe and records the
//                                                                          voided range (voidings.ts)
// Terminals send them through their outbox with an Idempotency-Key: SEFAZ's answer is stored under the key, and a
// repeat (a lost answer, a terminal killed before it heard it) gets the stored answer without reaching SEFAZ again.
// A failure to reach SEFAZ (503) is not stored: the outbox tries again later under the same key. Without a key,
// or if two repeats race, SEFAZ itself answers a repeated document with 204 and the client fetches the protocol.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isValidAccessKey } from '../../src-shared/fiscal/accessKey.js';
import { cancellable, cancelWindowMs } from '../../src-shared/fiscal/cancelWindows.js';
import { EVENT_CANCEL } from '../../src-shared/fiscal/events.js';
import { fiscalActionMessages } from '../../src-shared/i18n/fiscalActions.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import type { Guard } from '../auth/guard.js';
import { requestContext } from '../auth/guard.js';
import type { Database, Db } from '../db/database.js';
import { idempotencyKeys, nfces } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { bodyHash } from '../http/idempotency.js';
import { voidingMessages } from '../../src-shared/i18n/voiding.js';
import { ContingencyLots } from './lots.js';
import { sefazFailure, sefazFor, type SefazTarget } from './sefazAccess.js';
import type { SefazClient } from './sefazClient.js';
import { rangeVoided, readVoidingRequest, recordVoiding } from './voidings.js';

export interface FiscalPluginOptions {
  guard: Guard;
  /** Where answers are kept by Idempotency-Key (the platform's idempotency table); without it nothing is kept. */
  db?: Db;
  /** The write transaction where voided ranges are recorded (the platform's); without it they are not kept. */
  write?: Database['write'];
}

const Submission = z.object({ key: z.string(), xml: z.string().min(100).max(2_000_000) });
const VoidingSubmission = z.object({ id: z.uuid(), xml: z.string().min(100).max(100_000) });

const m = fiscalMessages.server;

export const fiscalRoutes: FastifyPluginAsync<FiscalPluginOptions> = async (app, options) => {
  let lot = Date.now() % 1_000_000_000;
  // Lots gather one business's notes only: the certificate presented must be their emitter's.
  const lotsByClient = new Map<string, ContingencyLots>();

  /** The SEFAZ of this business's document (sefazAccess.ts), its certificate presented. */
  async function sefazOf(req: FastifyRequest, target: SefazTarget): Promise<{ client: SefazClient; lots: ContingencyLots }> {
    const { businessId } = req.params as { businessId: string };
    const { client, id } = await sefazFor(options.db, businessId, target);
    let lots = lotsByClient.get(id);
    if (!lots) {
      lots = new ContingencyLots(client, () => String(++lot));
      lotsByClient.set(id, lots);
    }
    return { client, lots };
  }

  /** The state, environment and model of the note `key` names, as its XML says. */
  const targetOf = (key: string, xml: string): SefazTarget => ({ cUF: key.slice(0, 2), tpAmb: /<tpAmb>([12])<\/tpAmb>/.exec(xml)?.[1] ?? '2', model: key.slice(20, 22) === '55' ? '55' : '65' });

  async function admit(req: FastifyRequest): Promise<z.infer<typeof Submission>> {
    await guard(req);
    const parsed = Submission.safeParse(req.body);
    if (!parsed.success) throw new HttpError(400, m.notNfce);
    if (!isValidAccessKey(parsed.data.key)) throw new HttpError(400, m.badKey);
    return parsed.data;
  }

  async function guard(req: FastifyRequest): Promise<void> {
    const user = await options.guard.user(req);
    const { businessId } = req.params as { businessId: string };
    await options.guard.business(user, businessId, requestContext(req), 'settle');
  }

  /**
   * A cancellation (110111) leaves only within the note's window after its authorisation (cancelWindows.ts), checked
   * now, as it is about to be sent: the time is the one the terminal handed over (nfces), else SEFAZ's own answer
   * looked up by key. A note SEFAZ does not have is left for SEFAZ to refuse.
   */
  async function withinCancelWindow(req: FastifyRequest, key: string, sefaz: SefazClient): Promise<void> {
    const { businessId } = req.params as { businessId: string };
    const [kept] = options.db
      ? await options.db.select({ authorizedAt: nfces.authorizedAt }).from(nfces).where(and(eq(nfces.businessId, businessId), eq(nfces.key, key)))
      : [];
    const authorizedAt = kept?.authorizedAt ?? (await sefaz.consult(key))?.dhRecbto ?? null;
    if (authorizedAt && !cancellable(key, authorizedAt, new Date())) throw new HttpError(409, fiscalActionMessages.errors.nfceCancelWindow(cancelWindowMs(key)));
  }

  /**
   * Runs `forward` once per Idempotency-Key of the business; a repeat gets the stored answer. `forward` opens the
   * business's certificate itself (sefazOf), so a repeat is answered from what is stored even when the certificate
   * is gone since, or SEFAZ is out of reach: the answer SEFAZ gave is not lost to a 503.
   */
  async function once(req: FastifyRequest, reply: FastifyReply, submission: unknown, forward: () => Promise<unknown>): Promise<unknown> {
    const raw = req.headers['idempotency-key'];
    const key = Array.isArray(raw) ? raw[0] : raw;
    const db = options.db;
    if (!db || !key || key.length > 200) return forward();
    const { businessId } = req.params as { businessId: string };
    const path = req.url.split('?')[0] ?? req.url;
    const hash = bodyHash(submission);
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, businessId), eq(idempotencyKeys.key, key)));
    if (row) {
      if (row.bodyHash !== hash || row.path !== path) throw new HttpError(409, serverMessages.idempotency.keyReused);
      return reply.code(row.status).header('idempotent-replay', 'true').send(row.answer);
    }
    const answer = await forward();
    await db
      .insert(idempotencyKeys)
      .values({ scope: businessId, key, method: 'POST', path, bodyHash: hash, status: 200, answer })
      .onConflictDoNothing();
    return answer;
  }

  app.post('/businesses/:businessId/fiscal/nfce/contingency', async (req, reply) => {
    const submission = await admit(req);
    const { key, xml } = submission;
    if (!xml.includes(`Id="NFe${key}"`) || !xml.includes('<Signature')) throw new HttpError(400, m.keyMismatch);
    return once(req, reply, submission, async () => {
      const { lots } = await sefazOf(req, targetOf(key, xml));
      try {
        return await lots.submit(key, xml);
      } catch (err) {
        return sefazFailure(err);
      }
    });
  });

  app.post('/businesses/:businessId/fiscal/nfce/events', async (req, reply) => {
    const submission = await admit(req);
    const { key, xml } = submission;
    if (!xml.includes(`<chNFe>${key}</chNFe>`) || !xml.includes('<Signature')) throw new HttpError(400, m.keyMismatch);
    return once(req, reply, submission, async () => {
      const { client } = await sefazOf(req, targetOf(key, xml));
      try {
        if (xml.includes(`<tpEvento>${EVENT_CANCEL}</tpEvento>`)) await withinCancelWindow(req, key, client);
        return await client.sendEvent(xml, key, String(++lot));
      } catch (err) {
        return sefazFailure(err);
      }
    });
  });

  app.post('/businesses/:businessId/fiscal/nfce/voidings', async (req, reply) => {
    await guard(req);
    const v = voidingMessages.server;
    const parsed = VoidingSubmission.safeParse(req.body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0] === 'id' ? 'id' : 'xml';
      throw new HttpError(400, v[field], [{ path: field, message: v[field] }]);
    }
    const request = readVoidingRequest(parsed.data.xml);
    if (!request) throw new HttpError(400, v.xml, [{ path: 'xml', message: v.xml }]);
    const { businessId } = req.params as { businessId: string };
    const cUF = /<cUF>(\d{2})<\/cUF>/.exec(parsed.data.xml)?.[1] ?? '';
    return once(req, reply, parsed.data, async () => {
      const { client } = await sefazOf(req, { cUF, tpAmb: /<tpAmb>([12])<\/tpAmb>/.exec(parsed.data.xml)?.[1] ?? '2', model: request.model });
      let answer;
      try {
        answer = await client.voidNumbers(parsed.data.xml);
      } catch (err) {
        return sefazFailure(err);
      }
      if (rangeVoided(answer) && options.write) await recordVoiding(options.write, { id: parsed.data.id, businessId, xml: parsed.data.xml, request, answer });
      return answer;
    });
  });
};
