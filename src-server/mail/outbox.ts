// The server's one way out for mail: a message is recorded in mail_outbox with the write that causes it (same
// transaction, so a refused write sends nothing) and a relay delivers it later. Invitations and e-mail changes
// go through here, and the platform's boletos (routes/billing.ts).
import { createHash, randomBytes } from 'node:crypto';
import { newId } from '../../src-shared/ids/uuid.js';
import { mailOutbox } from '../db/schema.js';
import type { Executor } from '../db/tx.js';

export interface Mail {
  to: string;
  kind: 'invitation' | 'email-change' | 'email-taken' | 'boleto';
  subject: string;
  text: string;
}

export async function queueMail(db: Executor, mail: Mail, now: string): Promise<void> {
  await db.insert(mailOutbox).values({ id: newId(), to: mail.to.toLowerCase(), kind: mail.kind, subject: mail.subject, text: mail.text, createdAt: now });
}

/** A secret to mail (256 bits, URL-safe) and the hash the database keeps of it: a leaked table confirms nothing. */
export function mailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
