// Whether an origin takes orders now: a paused origin (origin-unavailability/change-status) refuses them until
// its `until` passes or it is resumed. Read by the order routes and by the availability checks.
import { and, eq, isNull } from 'drizzle-orm';
import { businessMessages as bm } from '../../src-shared/i18n/business.js';
import { originUnavailabilities, origins } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { conflict } from '../http/errors.js';

export interface OriginState {
  originId: string;
  name: string;
  available: boolean;
  paused: boolean;
  until: string | null;
  reason: string | null;
}

/** A pause is over once its `until` is past (no job needs to resume it). */
const pausedAt = (row: { unavailable: boolean; until: string | null } | undefined, now: Date) =>
  Boolean(row?.unavailable) && (row?.until === null || row?.until === undefined || new Date(row.until).getTime() > now.getTime());

/** The business's live origins (or the one asked for) with their pause state; the origin's own switch too. */
export async function originStates(db: Executor, businessId: string, now: Date, originId?: string): Promise<OriginState[]> {
  const rows = await db
    .select({ origin: origins, pause: originUnavailabilities })
    .from(origins)
    .leftJoin(originUnavailabilities, and(eq(originUnavailabilities.originId, origins.id), eq(originUnavailabilities.businessId, businessId), isNull(originUnavailabilities.deletedAt)))
    .where(and(eq(origins.businessId, businessId), isNull(origins.deletedAt), originId ? eq(origins.id, originId) : undefined));
  return rows.map(({ origin, pause }) => {
    const paused = pausedAt(pause ?? undefined, now);
    return {
      originId: origin.id,
      name: origin.name,
      available: origin.available && !paused,
      paused,
      until: paused ? (pause?.until ?? null) : null,
      reason: paused ? (pause?.reason ?? null) : null,
    };
  });
}

/** When the moment is shown to a person: the business's clock, dd/mm hh:mm. */
export function showMoment(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** Refuses (409, in Portuguese) an order from an origin paused now. */
export async function checkOriginTakesOrders(db: Executor, businessId: string, originId: string | null | undefined, nowIso: string, timeZone = 'America/Sao_Paulo'): Promise<void> {
  if (!originId) return;
  const rows = await db
    .select({ unavailable: originUnavailabilities.unavailable, until: originUnavailabilities.until, name: origins.name })
    .from(originUnavailabilities)
    .innerJoin(origins, eq(origins.id, originUnavailabilities.originId))
    .where(and(eq(originUnavailabilities.businessId, businessId), eq(originUnavailabilities.originId, originId), isNull(originUnavailabilities.deletedAt)));
  const row = rows[0];
  if (!row || !pausedAt(row, new Date(nowIso))) return;
  throw conflict(bm.originPaused(row.name, row.until ? showMoment(row.until, timeZone) : null));
}
