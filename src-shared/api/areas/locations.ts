// Locations (002 §7 Locations): addresses, cities, states, neighborhoods, templates, postal code.
// One entry per call of calls.json (area "Locations"); see COVERAGE.md for the readings behind each path.
import { bindArea, gql, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/locations.js';

export const locationsCalls = {
  locationAddressesCreate: rest('POST', 'locations/addresses', { scope: 'business', body: s.locationAddress }),
  locationAddressesUpdate: rest('PUT', 'locations/addresses/{id}', { scope: 'business', body: s.locationAddress }),
  locationAddressesDelete: rest('DELETE', 'locations/addresses/{id}', { scope: 'business' }),
  citiesCreate: rest('POST', 'cities', { scope: 'root', body: s.city }),
  citiesUpdate: rest('PUT', 'cities/{id}', { scope: 'root', body: s.city }),
  citiesDelete: rest('DELETE', 'cities/{id}', { scope: 'root' }),
  statesCreate: rest('POST', 'states', { scope: 'root', body: s.state }),
  statesUpdate: rest('PUT', 'states/{id}', { scope: 'root', body: s.state }),
  statesDelete: rest('DELETE', 'states/{id}', { scope: 'root' }),
  neighborhoodsCreate: rest('POST', 'locations/neighborhoods', { scope: 'business', body: s.neighborhood }),
  neighborhoodsUpdate: rest('PUT', 'locations/neighborhoods/{id}', { scope: 'business', body: s.neighborhood }),
  neighborhoodsDelete: rest('DELETE', 'locations/neighborhoods/{id}', { scope: 'business' }),
  neighborhoodLimitsCreate: rest('POST', 'locations/neighborhoods/limits', { scope: 'business', body: s.neighborhoodLimit }),
  neighborhoodLimitsUpdate: rest('PUT', 'locations/neighborhoods/limits/{id}', { scope: 'business', body: s.neighborhoodLimit }),
  neighborhoodLimitsDelete: rest('DELETE', 'locations/neighborhoods/limits/{id}', { scope: 'business' }),
  neighborhoodIntegratorsCreate: rest('POST', 'locations/neighborhoods/integrators', { scope: 'business', body: s.neighborhoodIntegrator }),
  locationsEngines: rest('GET', 'locations/engines', { scope: 'root' }),
  postalCodeLookup: rest('GET', '{cep}', { scope: 'external', public: true, timeoutMs: 2000 }),
  neighborhoodTemplatesCreate: rest('POST', 'locations/neighborhood-templates', { scope: 'context', body: s.neighborhoodTemplate }),
  neighborhoodTemplatesUpdate: rest('PUT', 'locations/neighborhood-templates/{id}', { scope: 'context' }),
  neighborhoodTemplatesDelete: rest('DELETE', 'locations/neighborhood-templates/{id}', { scope: 'context' }),
  gqlAddress: gql('address'),
  gqlAddresses: gql('addresses'),
  gqlAddressesByTerm: gql('addressesByTerm'),
  gqlCity: gql('city', { inject: false }),
  gqlCities: gql('cities', { inject: false }),
  gqlAllCities: gql('allCities', { inject: false }),
  gqlCitiesByBusiness: gql('citiesByBusiness'),
  gqlNeighborhood: gql('neighborhood'),
  gqlNeighborhoods: gql('neighborhoods'),
  gqlNeighborhoodsByCity: gql('neighborhoodsByCity'),
  gqlNeighborhoodsByCityForLinkVendas: gql('neighborhoodsByCityForLinkVendas'),
  gqlNeighborhoodsLimits: gql('neighborhoodsLimits'),
  gqlNeighborhoodIntegrators: gql('neighborhoodIntegrators'),
  gqlSearchTerm: gql('searchTerm', { inject: false }),
  gqlPlace: gql('place', { inject: false }),
  gqlNeighborhoodTemplate: gql('neighborhoodTemplate'),
  gqlNeighborhoodTemplates: gql('neighborhoodTemplates'),
} as const;

export const createLocationsApi = (runner: CallRunner) => bindArea(runner, locationsCalls);
