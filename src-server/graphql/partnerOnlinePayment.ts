// gqlPartnerEntitiesWithOnlinePayment (001 §6: "Listing entities with online payment for a partner uses the partner
// id"): our reading: the business owners (entities of type businessOwner) of the partner's businesses that take
// online payment (a live, available payment method of type onlinePayment), each with its business. The partner
// asks in partner context for itself; a platform admin for any partner.
import { and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { platformMessages } from '../../src-shared/i18n/platform.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { requestContext } from '../auth/guard.js';
import * as t from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { out } from '../http/serialize.js';
import type { GraphqlContext } from './schema.js';
import { typeSdl } from './sdl.js';

const cols = (table: Parameters<typeof getTableColumns>[0]) => getTableColumns(table) as Record<string, PgColumn>;

export const partnerOnlinePaymentSdl = /* GraphQL */ `
${typeSdl('PartnerOnlinePaymentEntity', cols(t.entities), `  "the partner's business it owns"\n  businessName: String!`)}

extend type Query {
  "gqlPartnerEntitiesWithOnlinePayment: the owners of the partner's businesses that take online payment"
  partnerEntitiesWithOnlinePayment(businessId: ID!, partnerId: ID!): [PartnerOnlinePaymentEntity!]!
}
`;

export const partnerOnlinePaymentResolvers = {
  partnerEntitiesWithOnlinePayment: async (args: { businessId: string; partnerId: string }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const user = await ctx.user();
    const context = requestContext(ctx.req);
    const admin = context === 'admin' && user?.platformRoles.includes('admin');
    if (!admin) {
      if (context !== 'franchise' || !user?.platformRoles.includes('franchise')) throw new HttpError(403, serverMessages.auth.forbiddenContext('PARTNER OR ADMIN'));
      if (args.partnerId !== user.id) throw new HttpError(403, platformMessages.forbiddenPartner);
    }
    const db = ctx.deps.db;
    const online = await db
      .selectDistinct({ id: t.businesses.id, name: t.businesses.name })
      .from(t.businesses)
      .innerJoin(t.paymentMethods, eq(t.paymentMethods.businessId, t.businesses.id))
      .where(
        and(
          eq(t.businesses.partnerId, args.partnerId),
          isNull(t.businesses.deletedAt),
          eq(t.paymentMethods.type, 'onlinePayment'),
          eq(t.paymentMethods.available, true),
          isNull(t.paymentMethods.deletedAt),
        ),
      );
    if (online.length === 0) return [];
    const names = new Map(online.map((b) => [b.id, b.name]));
    const owners = await db
      .select()
      .from(t.entities)
      .where(and(inArray(t.entities.businessId, [...names.keys()]), eq(t.entities.type, 'businessOwner'), isNull(t.entities.deletedAt)))
      .orderBy(asc(t.entities.name));
    return owners.map((e) => ({ ...out(e), businessName: names.get(e.businessId) }));
  },
};
