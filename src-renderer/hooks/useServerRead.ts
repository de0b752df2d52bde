// A back-office read of the server (every terminal's data, not the mirror), again when its key changes or on retry.
// A late answer for an older key is dropped.
import { useEffect, useState } from 'react';

/** A read of the server: loading, answered, or not reachable (the screen says so and offers to try again). */
export type ServerRead<T> = { state: 'loading' } | { state: 'offline' } | { state: 'ready'; value: T };

/** One read of the server, again when `key` changes or on retry; a late answer for an older key is dropped. */
export function useServerRead<T>(key: string, read: () => Promise<T>): [ServerRead<T>, () => void] {
  const [state, setState] = useState<ServerRead<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ state: 'loading' });
    read().then(
      (value) => live && setState({ state: 'ready', value }),
      () => live && setState({ state: 'offline' }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
