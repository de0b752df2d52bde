// What the business screens share: a panel's heading, and sending a declared write and saying it went.
import { businessScreenMessages as m } from '../../../src-shared/i18n/businessScreen.js';
import { toastAfter } from '../../services/write.js';

/** Sends a write to the outbox and says it went; a refusal of the schema is said where it was made. */
export const sent = (what: string, run: () => Promise<unknown>) => toastAfter(m.sent(what), run);

export function Heading({ children }: { children: string }) {
  return <h2 className="text-lg font-semibold">{children}</h2>;
}
