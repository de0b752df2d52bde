// Ids are UUIDv7 made where the entity is born (time-ordered, so indexes stay compact).
import { v7, validate, version } from 'uuid';

export function newId(): string {
  return v7();
}

export function isUuidV7(value: string): boolean {
  return validate(value) && version(value) === 7;
}

/** The moment a UUIDv7 was made (its first 48 bits, milliseconds since 1970); null for any other id. */
export function timeOfId(id: string): Date | null {
  if (!isUuidV7(id)) return null;
  return new Date(parseInt(id.replace(/-/g, '').slice(0, 12), 16));
}
