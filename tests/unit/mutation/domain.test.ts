// Survivors and untested modules of the domain set's Stryker run (issue 20, mutation/README.md): opening hours,
// menu pictures, who may do what, releasing a table, order statuses and a combo's part order had no test in the set
// (integration and renderer tests outside it reach them). Each rule is the one the module's header states.
import { describe, expect, it } from 'vitest';
import { overlapping, span, type Shift } from '../../../src-shared/domain/businessHours.js';
import { inComboOrder } from '../../../src-shared/domain/comboShares.js';
import { imageFormat, MAX_IMAGE_BYTES } from '../../../src-shared/domain/images.js';
import { canDispatch, isFinal, nextStatuses } from '../../../src-shared/domain/orderStatus.js';
import { allows, can, mayDoAlone } from '../../../src-shared/domain/permissions.js';
import { unpaidOnRelease } from '../../../src-shared/domain/tables.js';

const DAY = 1440;
const WEEK = 7 * DAY;

describe('opening hours on the week (businessHours)', () => {
  it('a shift starts at its weekday and time, in minutes from Sunday 00:00', () => {
    // Monday 08:30 to 12:15
    expect(span({ weekday: 1, opensAt: '08:30', closesAt: '12:15' })).toEqual({ start: DAY + 8 * 60 + 30, end: DAY + 12 * 60 + 15 });
    expect(span({ weekday: 0, opensAt: '00:00', closesAt: '00:01' })).toEqual({ start: 0, end: 1 });
  });

  it('closing before it opens runs past midnight; closing when it opens is a whole day', () => {
    // Friday 18:00 to Saturday 02:00
    expect(span({ weekday: 5, opensAt: '18:00', closesAt: '02:00' })).toEqual({ start: 5 * DAY + 1080, end: 5 * DAY + 1080 + 480 });
    expect(span({ weekday: 2, opensAt: '10:00', closesAt: '10:00' })).toEqual({ start: 2 * DAY + 600, end: 3 * DAY + 600 });
  });

  const lunch: Shift = { id: 'lunch', weekday: 1, opensAt: '11:00', closesAt: '15:00' };
  const dinner: Shift = { id: 'dinner', weekday: 1, opensAt: '18:00', closesAt: '23:00' };

  it('two shifts overlap when they share a minute; one ending as the other starts does not', () => {
    expect(overlapping({ weekday: 1, opensAt: '14:00', closesAt: '19:00' }, [lunch, dinner])).toBe(lunch);
    expect(overlapping({ weekday: 1, opensAt: '16:00', closesAt: '19:00' }, [lunch, dinner])).toBe(dinner);
    expect(overlapping({ weekday: 1, opensAt: '15:00', closesAt: '18:00' }, [lunch, dinner])).toBeUndefined();
    expect(overlapping({ weekday: 2, opensAt: '11:00', closesAt: '15:00' }, [lunch, dinner])).toBeUndefined();
  });

  it('Saturday night runs into Sunday, seen from either shift', () => {
    const saturday: Shift = { weekday: 6, opensAt: '22:00', closesAt: '02:00' };
    const sunday: Shift = { weekday: 0, opensAt: '01:00', closesAt: '03:00' };
    expect(overlapping(saturday, [sunday])).toBe(sunday);
    expect(overlapping(sunday, [saturday])).toBe(saturday);
    expect(overlapping(saturday, [{ weekday: 0, opensAt: '02:00', closesAt: '03:00' }])).toBeUndefined();
    expect(span(saturday).end).toBeGreaterThan(WEEK);
  });

  it('a shift being edited is not compared with itself; a new one (no id) is compared with every other', () => {
    expect(overlapping({ ...lunch, closesAt: '16:00' }, [lunch])).toBeUndefined();
    expect(overlapping({ ...lunch, closesAt: '19:00' }, [lunch, dinner])).toBe(dinner);
    const unsaved: Shift = { weekday: 1, opensAt: '12:00', closesAt: '13:00' };
    expect(overlapping({ weekday: 1, opensAt: '12:30', closesAt: '14:00' }, [unsaved])).toBe(unsaved);
  });
});

describe('menu pictures are told by their first bytes (images)', () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
  const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10];
  const webp = [...Buffer.from('RIFF'), 0x24, 0x00, 0x00, 0x00, ...Buffer.from('WEBPVP8 ')];

  it('PNG, JPEG and WebP by their signatures', () => {
    expect(imageFormat(Uint8Array.from(png))).toBe('image/png');
    expect(imageFormat(Uint8Array.from(jpeg))).toBe('image/jpeg');
    expect(imageFormat(Uint8Array.from(webp))).toBe('image/webp');
  });

  it('refuses what only resembles one: a byte off, a RIFF that is no WebP, a GIF, nothing', () => {
    expect(imageFormat(Uint8Array.from([...png.slice(0, 7), 0x00]))).toBeNull();
    expect(imageFormat(Uint8Array.from([0x00, ...png.slice(1)]))).toBeNull();
    expect(imageFormat(Uint8Array.from([0xff, 0xd8, 0x00]))).toBeNull();
    expect(imageFormat(Uint8Array.from([...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WAVEfmt ')]))).toBeNull();
    expect(imageFormat(Uint8Array.from([...Buffer.from('RIFX'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]))).toBeNull();
    expect(imageFormat(Uint8Array.from(Buffer.from('GIF89a')))).toBeNull();
    expect(imageFormat(new Uint8Array(0))).toBeNull();
  });

  it('takes pictures up to 2 MiB', () => {
    expect(MAX_IMAGE_BYTES).toBe(2_097_152);
  });
});

describe('who may do what (permissions)', () => {
  it('any of the roles carrying the permission is enough', () => {
    expect(allows(['business_kds'], 'kds')).toBe(true);
    expect(allows(['business_accountant', 'business_kds'], 'kds')).toBe(true);
    expect(allows(['business_accountant'], 'settle')).toBe(false);
    expect(allows(['business_waiter_of_the_moon'], 'read')).toBe(false);
    expect(allows([], 'read')).toBe(false);
  });

  it('the counter offers a screen to the roles its permission names', () => {
    expect(can(['business_operator_financial'], 'payment')).toBe(true);
    expect(can(['business_operator_financial'], 'settings')).toBe(false);
  });

  it('by default managers do a guarded action alone, and an operator needs authorisation', () => {
    expect(mayDoAlone(['business_manager'], 'cancelOrder')).toBe(true);
    expect(mayDoAlone(['business_operator'], 'cancelOrder')).toBe(false);
    expect(mayDoAlone(['business_employee', 'business_admin'], 'discount')).toBe(true);
  });

  it("the business's list replaces the default; an empty list keeps it", () => {
    const operators = { authorizationRoles: { discount: ['business_operator'] } };
    expect(mayDoAlone(['business_operator'], 'discount', operators)).toBe(true);
    expect(mayDoAlone(['business_manager'], 'discount', operators)).toBe(false);
    // the list names one action; the others keep the default
    expect(mayDoAlone(['business_operator'], 'cashEntry', operators)).toBe(false);
    const empty = { authorizationRoles: { discount: [] } };
    expect(mayDoAlone(['business_manager'], 'discount', empty)).toBe(true);
    expect(mayDoAlone(['business_operator'], 'discount', empty)).toBe(false);
  });

  it('platform admins and partners keep their reach whatever the business names', () => {
    const operators = { authorizationRoles: { cancelOrder: ['business_operator'] } };
    expect(mayDoAlone(['admin'], 'cancelOrder', operators)).toBe(true);
    expect(mayDoAlone(['franchise'], 'cancelOrder', operators)).toBe(true);
    expect(mayDoAlone(['business_admin'], 'cancelOrder', operators)).toBe(false);
  });
});

describe('releasing a table (unpaidOnRelease)', () => {
  it('with other tables left the bill stays with them: nothing to receive first', () => {
    expect(unpaidOnRelease(1, [5000, 2000])).toBe(0);
  });

  it('the last table: what the open comandas owe, a comanda in credit counting as nothing', () => {
    expect(unpaidOnRelease(0, [5000, -300, 2000])).toBe(7000);
    expect(unpaidOnRelease(0, [])).toBe(0);
  });
});

describe('order statuses by delivery mode (orderStatus)', () => {
  it('self-service is served like the saloon, balcony is picked up', () => {
    expect(nextStatuses('confirmed', 'self_service')).toEqual(['readyToConsumption', 'consumed', 'canceled']);
    expect(nextStatuses('confirmed', 'saloon')).toEqual(['readyToConsumption', 'consumed', 'canceled']);
    expect(nextStatuses('confirmed', 'balcony')).toEqual(['readyToPickUp', 'canceled']);
    expect(nextStatuses('confirmed', 'others')).toEqual(['readyToPickUp', 'canceled']);
  });

  it('cancelled, consumed, picked up and delivered orders take no more payments or changes', () => {
    for (const s of ['canceled', 'consumed', 'pickedUp', 'delivered'] as const) expect(isFinal(s), s).toBe(true);
    for (const s of ['pendingPayment', 'pending', 'confirmed', 'readyToDelivery', 'delivering', 'customerNotFound'] as const) {
      expect(isFinal(s), s).toBe(false);
    }
  });

  it('a pending delivery order can go out: the walk from pending ends in "delivering"', () => {
    expect(canDispatch({ status: 'pending', deliveryMode: 'delivery' })).toBe(true);
    expect(canDispatch({ status: 'delivering', deliveryMode: 'delivery' })).toBe(false);
  });
});

describe("a combo's parts in the order their shares are dealt (inComboOrder)", () => {
  it('made first comes first, whatever order they arrive in', () => {
    const a = { id: 'b', createdAt: '2026-11-20T10:00:00.000Z' };
    const b = { id: 'a', createdAt: '2026-11-20T10:00:01.000Z' };
    expect(inComboOrder([b, a])).toEqual([a, b]);
    expect(inComboOrder([a, b])).toEqual([a, b]);
  });

  it('parts made together go by id; a part with no date goes before dated ones', () => {
    const at = '2026-11-20T10:00:00.000Z';
    expect(inComboOrder([{ id: 'z', createdAt: at }, { id: 'm', createdAt: at }]).map((p) => p.id)).toEqual(['m', 'z']);
    const undated = { id: 'y', createdAt: null };
    const dated = { id: 'x', createdAt: at };
    expect(inComboOrder([dated, undated])).toEqual([undated, dated]);
    expect(inComboOrder([undated, dated])).toEqual([undated, dated]);
  });

  it('leaves the list it was given as it was', () => {
    const parts = [{ id: 'b' }, { id: 'a' }];
    expect(inComboOrder(parts).map((p) => p.id)).toEqual(['a', 'b']);
    expect(parts.map((p) => p.id)).toEqual(['b', 'a']);
  });
});
