// GraphQL read of the business's invitations (ours, issue 13 item 16: calls.json has none): the Pessoas screen lists
// them beside the people. Only who manages the business reads them (they carry e-mails of people not yet in it).
import { requestContext } from '../auth/guard.js';
import type { Db } from '../db/database.js';
import { invitationAsUser, invitationOf, invitationsOf, stateOf, type InvitationState } from '../routes/invitations.js';
import type { GraphqlContext } from './schema.js';

export const accountsSdl = /* GraphQL */ `
"An invitation to work in the business (ours): pending until the person accepts, the manager cancels it, or it expires"
type Invitation {
  id: ID!
  businessId: ID!
  email: String!
  name: String
  type: String!
  roles: [String!]!
  "pending, accepted, cancelled or expired"
  state: String!
  createdAt: String!
  sentAt: String!
  expiresAt: String!
  acceptedAt: String
  cancelledAt: String
  updatedAt: String!
}

extend type Query {
  "the business's invitations, newest first; states filters them (pending, accepted, cancelled, expired)"
  invitations(businessId: ID!, states: [String!]): [Invitation!]!
}
`;

const STATES: readonly InvitationState[] = ['pending', 'accepted', 'cancelled', 'expired'];

export const accountsResolvers = {
  invitations: async (args: { businessId: string; states?: string[] | null }, ctx: GraphqlContext) => {
    await ctx.allow(args.businessId);
    const user = await ctx.user();
    if (user) await ctx.deps.guard.business(user, args.businessId, requestContext(ctx.req), 'manage');
    const states = args.states ? STATES.filter((s) => args.states?.includes(s)) : null;
    return invitationsOf(ctx.deps.db, args.businessId, states, new Date().toISOString());
  },
};

/** users/{id}'s reading of an invitation id: open, the person it invites; accepted, the account that accepted. */
export async function invitedPerson(db: Db, businessId: string, id: string) {
  const inv = await invitationOf(db, businessId, id);
  if (!inv) return null;
  const state = stateOf(inv, new Date().toISOString());
  if (state === 'pending' || state === 'expired') return invitationAsUser(inv);
  if (state === 'accepted' && inv.acceptedUserId) return { acceptedUserId: inv.acceptedUserId };
  return null;
}
