// Changing one's e-mail is a confirmation step (issue 13 item 16): answering "e-mail already registered" would tell
// anyone with an account whether an address has one. The request answers the same whether the new address is free
// or taken; the address gets mail either way (a code when free, a notice when taken), and the account's e-mail
// changes only when its owner sends the code back. A taken address is never attached.
// The calls are the spec's own usersUpdate (PUT {scope}/users/{id}): `email` asks, `emailConfirmation` confirms.
// calls.json has no users/confirm or verify call, so the code travels as a field of that call.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { accountsMessages } from '../../src-shared/i18n/accounts.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { emailChanges, users } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { badRequest } from '../http/errors.js';
import { hashToken, mailToken, queueMail } from '../mail/outbox.js';

const m = accountsMessages.emailChange;
/** How long the code in the mail is good for. */
export const EMAIL_CHANGE_HOURS = 24;

async function liveOwnerOf(db: Executor, email: string, exceptUserId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/** Records the request and mails the new address. Earlier requests of the person stop counting. */
export async function requestEmailChange(db: Executor, userId: string, newEmail: string, now: string): Promise<void> {
  const email = newEmail.toLowerCase();
  await db
    .update(emailChanges)
    .set({ supersededAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.supersededAt)));
  // The token is made either way, so both answers do the same work.
  const { token, hash } = mailToken();
  if (await liveOwnerOf(db, email, userId)) {
    await queueMail(db, { to: email, kind: 'email-taken', subject: m.takenSubject, text: m.takenText }, now);
    return;
  }
  const expiresAt = new Date(Date.parse(now) + EMAIL_CHANGE_HOURS * 3_600_000).toISOString();
  await db.insert(emailChanges).values({ id: newId(), userId, newEmail: email, tokenHash: hash, expiresAt, createdAt: now });
  await queueMail(db, { to: email, kind: 'email-change', subject: m.mailSubject, text: m.mailText(token, EMAIL_CHANGE_HOURS) }, now);
}

/** The code from the mail: the person's e-mail becomes the confirmed address. 400 for any code that is not good now. */
export async function confirmEmailChange(db: Executor, userId: string, token: string, now: string): Promise<string> {
  const refuse = () => badRequest(m.badToken, [{ path: 'emailConfirmation', message: m.badToken }]);
  const [change] = await db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        eq(emailChanges.tokenHash, hashToken(token)),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.supersededAt),
        gt(emailChanges.expiresAt, now),
      ),
    );
  if (!change) throw refuse();
  // Taken since the request (someone signed up with it): refused like a bad code, nothing attached.
  if (await liveOwnerOf(db, change.newEmail, userId)) throw refuse();
  await db.update(emailChanges).set({ confirmedAt: now }).where(eq(emailChanges.id, change.id));
  await db.update(users).set({ email: change.newEmail, updatedAt: now }).where(eq(users.id, userId));
  return change.newEmail;
}
