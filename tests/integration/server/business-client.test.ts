// The business setup calls made through the typed client (src-shared/api) against the real server: the client
// builds method, path, prefix, role header and key from the spec, and the server answers them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses, users } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, OTHER_BUSINESS_ID, demoId, login, newId, startTestServer } from './harness.js';

let server: RunningServer;
let api: Api;
let partnerApi: Api;

beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.update(users).set({ platformRoles: ['franchise'] }).where(eq(users.id, DEMO_USERS.other.id));
  await server.database.db.update(businesses).set({ partnerId: DEMO_USERS.other.id }).where(eq(businesses.id, OTHER_BUSINESS_ID));
  const [manager, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'other')]);
  const base = { main: server.url, report: server.url, worker: server.url, link: server.url };
  api = createApi({ session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' }, token: manager.token, baseUrls: { local: base } });
  partnerApi = createApi({ session: { context: 'franchise', partnerId: DEMO_USERS.other.id, project: 'pdv', environment: 'local' }, token: ze.token, baseUrls: { local: base } });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('business setup through the typed client', () => {
  it('pauses an origin, checks availability (counter and store), reads mqtt-config and a table token', async () => {
    const whatsapp = demoId('origin:whatsapp');
    const paused = (await api.business.businessOriginUnavailabilityChangeStatus({ body: { originId: whatsapp, unavailable: true, reason: 'Sem entregador' } as never })) as { unavailable: boolean };
    expect(paused.unavailable).toBe(true);
    const check = (await api.business.businessCheckAvailability({ body: { originId: whatsapp } })) as { available: boolean };
    expect(check.available).toBe(false);
    const store = (await api.business.linkVendasCheckBusinessAvailability({ body: { originId: whatsapp } })) as { available: boolean };
    expect(store.available).toBe(false);
    await api.business.businessOriginUnavailabilityChangeStatus({ body: { originId: whatsapp, unavailable: false } as never });
    expect(((await api.business.businessCheckAvailability({ body: { originId: whatsapp } })) as { available: boolean }).available).toBe(true);

    expect(await api.printersPlansUsers.mqttConfig()).toMatchObject({ enabled: false, businessId: DEMO_BUSINESS_ID });
    const token = (await api.tables.linkVendasGenerateTableToken({ body: { tableId: demoId('table:1') } })) as { tableId: string; token: string };
    expect(token.tableId).toBe(demoId('table:1'));
    expect(((await api.printersPlansUsers.botWhatsappEntity({ params: { id: demoId('entity:maria') } })) as { name: string }).name).toBe('Maria Aparecida Silva');
  });

  it('tracking notifications, conditional printers, the integrator and the cache', async () => {
    const tracking = (await api.business.businessTrackingStatusNotificationConfigCreate({ body: { statuses: ['confirmed'] } })) as { id: string };
    expect(await api.business.businessTrackingStatusNotificationConfigUpdate({ params: { id: tracking.id }, body: { enabled: false } })).toMatchObject({ enabled: false });
    const cp = (await api.deliveryMethods.deliveryMethodConditionalPrintersCreate({
      params: { deliveryMethodId: demoId('dm:entrega') },
      body: { conditionalDeliveryMethodPrinterId: demoId('printer:bar') },
    })) as { id: string };
    const avail = (await api.deliveryMethods.deliveryMethodConditionalPrinterAvailabilitiesCreate({ params: { printerId: cp.id }, body: { weekdays: [1, 2] } })) as { id: string };
    await api.deliveryMethods.deliveryMethodConditionalPrinterAvailabilitiesUpdate({ params: { printerId: cp.id, id: avail.id }, body: { weekdays: [3] } });
    await api.deliveryMethods.deliveryMethodConditionalPrinterAvailabilitiesDelete({ params: { printerId: cp.id, id: avail.id } });
    await api.deliveryMethods.deliveryMethodConditionalPrintersDelete({ params: { deliveryMethodId: demoId('dm:entrega'), printerId: cp.id } });
    expect(await api.paymentMethods.paymentMethodIntegratorsSave({ body: { paymentMethodId: demoId('pm:debito'), businessIntegratorId: newId() } })).toMatchObject({ paymentMethodId: demoId('pm:debito') });
    expect(await api.business.businessCleanRedisCache()).toMatchObject({ cleared: ['userBusinessLinks'] });
  });

  it('reads: the business lists, delivery methods available, users by type; the partner its list and release', async () => {
    // The client answers the query's field.
    const own = (await api.business.gqlBusinessListBusiness({}, 'id roles')) as { id: string }[];
    expect(own.map((b) => b.id)).toEqual([DEMO_BUSINESS_ID]);
    const dms = (await api.deliveryMethods.gqlDeliveryMethodsAvailable({}, 'id')) as { id: string }[];
    expect(dms.map((d) => d.id)).toContain(demoId('dm:entrega'));
    const byType = (await api.printersPlansUsers.gqlUsersByType({ type: 'employee' }, 'id')) as { id: string }[];
    expect(byType.map((u) => u.id)).toContain(DEMO_USERS.manager.id);

    const mine = (await partnerApi.business.gqlBusinessListPartner({ businessId: OTHER_BUSINESS_ID }, 'id')) as { id: string }[];
    expect(mine.map((b) => b.id)).toEqual([OTHER_BUSINESS_ID]);
    expect(await partnerApi.business.businessReleaseToProduction({ businessId: OTHER_BUSINESS_ID, body: { businessId: OTHER_BUSINESS_ID } })).toMatchObject({ businessId: OTHER_BUSINESS_ID });
  });
});
