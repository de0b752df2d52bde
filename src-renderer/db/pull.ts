// Fills the mirror from the server's GraphQL reads.
import { GraphQLClient, gql } from 'graphql-request';
import type { BusinessRow, Mirror } from './mirror.js';

const BUSINESS = gql`
  query business($businessId: ID!) {
    business(businessId: $businessId) {
      id
      name
      tradeName
      document
      timeZone
      updatedAt
    }
  }
`;

export async function pullBusiness(mirror: Mirror, serverUrl: string, businessId: string): Promise<BusinessRow | null> {
  const client = new GraphQLClient(`${serverUrl}/graphql`);
  const data = await client.request<{ business: BusinessRow | null }>(BUSINESS, { businessId });
  if (data.business) await mirror.businesses.put(data.business);
  return data.business;
}
