// The writes of the balcony/delivery flow: a customer with their phone, an address, and the service with
// its order pad the products go on.
import { newId } from '../../../src-shared/ids/uuid.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { entities, orderPads, services } from '../../../src-shared/writes/index.js';
import { write } from '../../services/write.js';

const a = m.checkout.actions;

export async function createCustomer(name: string, phone: string): Promise<string> {
  const id = newId();
  await write(entities.entitiesCreate, { params: {}, body: { id, type: 'customer', name } }, undefined);
  const phoneId = newId();
  await write(entities.entityPhonesCreate, { params: { entityId: id }, body: { id: phoneId, number: phone, main: true } }, { customer: name });
  return id;
}

export interface AddressInput {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  reference: string;
}

export async function createAddress(entityId: string, address: AddressInput): Promise<string> {
  const id = newId();
  await write(entities.entityAddressesCreate, {
    params: { entityId },
    body: {
      id,
      type: 'residential',
      // The API wants the CEP as 8 digits and no empty strings.
      cep: address.cep.replace(/\D/g, '') || null,
      street: address.street.trim(),
      number: address.number.trim() || null,
      complement: address.complement.trim() || null,
      neighborhood: address.neighborhood.trim() || null,
      city: address.city.trim() || null,
      state: address.state.trim().toUpperCase() || null,
      reference: address.reference.trim() || null,
    },
  }, undefined);
  return id;
}

/** Starts the service of a balcony or delivery sale with its order pad; returns the pad's id. */
export async function startSale(originId: string | null, originName: string, description: string): Promise<string> {
  const serviceId = newId();
  const padId = newId();
  await write(
    services.servicesCreate,
    { params: {}, body: { id: serviceId, originId, occupants: 1, description, orderPads: [{ id: padId, description, occupants: 1 }] } },
    { label: a.order(`${originName}: ${description}`) },
  );
  // The waiter's 10 % is a table's fee: a balcony or delivery sale goes without it.
  await write(orderPads.orderPadsUpdate, { params: { id: padId }, body: { serviceFeeEnabled: false } }, { padLabel: description });
  return padId;
}
