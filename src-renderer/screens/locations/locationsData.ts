// What Configurações → Bairros e entrega reads from the server: the platform's cities (each with its state), the
// business's neighbourhoods of the chosen city with their outlines, and its neighbourhood templates. Read from the
// server (the screen waits for its answer), not the mirror.
import { serverApi } from '../../services/serverApi.js';

export interface CityView {
  id: string;
  name: string;
  state: { uf: string } | null;
}
export interface NeighborhoodView {
  id: string;
  cityId: string;
  name: string;
  deliveryFee: number;
  deliveryTime: number | null;
  available: boolean;
  limits: { id: string }[];
}
export interface TemplateNeighborhood {
  name: string;
  deliveryFee: number;
  deliveryTime?: number | null;
}
export interface TemplateView {
  id: string;
  name: string;
  cityId: string | null;
  template: TemplateNeighborhood[];
}
export interface LocationsRead {
  cities: CityView[];
  /** the cities where the business already has neighbourhoods (the first is opened) */
  served: string[];
  templates: TemplateView[];
}

const CITY = 'id name state { uf }';
export const cityLabel = (c: CityView) => (c.state ? `${c.name}/${c.state.uf}` : c.name);

/** The cities to choose from (the platform's, by name) and the ones the business already delivers to. */
export async function loadLocations(businessId: string): Promise<LocationsRead> {
  const api = serverApi().locations;
  const [cities, served, templates] = await Promise.all([
    // The platform's lists take the business as an argument (not injected by the client).
    api.gqlAllCities({ businessId }, CITY) as Promise<CityView[]>,
    api.gqlCitiesByBusiness({}, 'id') as Promise<{ id: string }[]>,
    api.gqlNeighborhoodTemplates({}, 'id name cityId template') as Promise<TemplateView[]>,
  ]);
  return { cities: [...cities].sort((a, b) => cityLabel(a).localeCompare(cityLabel(b), 'pt-BR')), served: served.map((c) => c.id), templates };
}

/** The business's neighbourhoods of one city, by name. */
export async function loadNeighborhoods(cityId: string): Promise<NeighborhoodView[]> {
  const rows = (await serverApi().locations.gqlNeighborhoodsByCity({ cityId }, 'id cityId name deliveryFee deliveryTime available limits { id }')) as NeighborhoodView[];
  return [...rows].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
