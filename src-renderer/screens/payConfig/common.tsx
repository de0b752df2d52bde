// What the two screens share: sending a declared write and saying so, reading the server again when one of its
// writes went through, the read's loading and offline states, and the list of methods to pick one from.
import { useEffect, useState, type ReactNode } from 'react';
import type { Settled } from '../../../src-shared/bridge/areas/sync.js';
import { payConfigMessages as pm } from '../../../src-shared/i18n/payConfig.js';
import type { ServerRead } from '../../hooks/useServerRead.js';
import { bridge } from '../../services/bridge.js';
import { toastAfter } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Badge } from '../../ui/fields.js';
import { Notice } from '../../ui/Notice.js';

/** Sends a write to the outbox and says it went; a refusal of the schema is said where it was made. */
export const sent = (what: string, run: () => Promise<unknown>) => toastAfter(pm.common.sent(what), run);

/** A number that grows each time the server took one of these writes (the screen's read key; a refusal is told by write()). */
export function useWritesDone(kinds: ReadonlySet<string>): number {
  const [version, setVersion] = useState(0);
  useEffect(
    () =>
      bridge().on('sync.settled', (settled: Settled) => {
        if (kinds.has(settled.kind) && settled.state === 'done') setVersion((v) => v + 1);
      }),
    [kinds],
  );
  return version;
}

/** The read's state while there is nothing to show yet: reading, or the server away with a way to try again. */
export function ReadState<T>({ read, retry, testId }: { read: ServerRead<T>; retry: () => void; testId: string }): ReactNode {
  if (read.state === 'offline') {
    return (
      <Notice testId={`${testId}-offline`}>
        {pm.common.offline}{' '}
        <Button tone="secondary" onClick={retry}>
          {pm.common.retry}
        </Button>
      </Notice>
    );
  }
  return <p className="m-4 text-slate-500">{pm.common.loading}</p>;
}

/** A name is required before anything is sent: said under the form, in Portuguese, and the typed rest is kept. */
export function NameRequired({ shown, testId }: { shown: boolean; testId: string }): ReactNode {
  return shown ? (
    <p role="alert" className="text-sm text-red-700" data-testid={testId}>
      {pm.common.nameRequired}
    </p>
  ) : null;
}

/** The platform's base items this business has not got yet, each with a button that copies it in. */
export function BaseSuggestions({ title, hint, items, label, onUse, testId }: { title: string; hint: string; items: { id: string; name: string }[]; label: (id: string) => string; onUse: (id: string) => void; testId: string }): ReactNode {
  if (items.length === 0) return null;
  return (
    <div className="space-y-1 border-t border-slate-200 pt-3" data-testid={testId}>
      <span className="block text-sm font-semibold text-slate-700">{title}</span>
      <span className="block text-xs text-slate-500">{hint}</span>
      <ul className="space-y-1">
        {items.map((b) => (
          <li key={b.id} className="flex items-center justify-between gap-2">
            <span>
              {b.name} <span className="text-sm text-slate-500">· {label(b.id)}</span>
            </span>
            <Button tone="ghost" onClick={() => onUse(b.id)} data-testid={`${testId}-${b.name}`}>
              {pm.common.use}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The methods of a screen to pick one from: name, what it is (`detail`), on or off, and any `badges` of its own. */
export function MethodList<M extends { id: string; name: string; available: boolean }>({
  methods,
  selectedId,
  onSelect,
  detail,
  badges,
  testId,
}: {
  methods: readonly M[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  detail: (m: M) => ReactNode;
  badges?: (m: M) => ReactNode;
  /** the list's test id; each method's is `${testId without "s"}-${name}` */
  testId: 'payment-methods' | 'delivery-methods';
}): ReactNode {
  const item = testId.slice(0, -1);
  return (
    <ul className="space-y-1" data-testid={`${testId}-list`}>
      {methods.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            onClick={() => onSelect(m.id)}
            aria-current={m.id === selectedId}
            data-testid={`${item}-${m.name}`}
            className={`touch-target flex w-full items-center justify-between rounded-lg px-3 text-left ${m.id === selectedId ? 'bg-blue-50 ring-2 ring-blue-600' : 'hover:bg-slate-50'}`}
          >
            <span>
              <span className="block font-semibold">{m.name}</span>
              <span className="text-sm text-slate-500">{detail(m)}</span>
            </span>
            <span className="flex flex-col items-end gap-1">
              <Badge tone={m.available ? 'green' : 'slate'}>{m.available ? pm.common.on : pm.common.off}</Badge>
              {badges?.(m)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
