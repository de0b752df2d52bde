// A back-office read of the server (every terminal's data, not the mirror), again when its key changes or on retry.
// A late answer for an older key is dropped.
import { useEffect, useRef, useState } from 'react';

/** A read of the server: loading, answered, or not reachable (the screen says so and offers to try again). */
export type ServerRead<T> = { state: 'loading' } | { state: 'offline' } | { state: 'ready'; value: T };

/**
 * One read of the server, again when `key` changes or on retry; a late answer for an older key is dropped. The third
 * value is the last answer, kept while the server is read again (after a write), so a screen does not blink empty.
 */
export function useServerRead<T>(key: string, read: () => Promise<T>): [ServerRead<T>, () => void, T | null] {
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
  const last = useRef<T | null>(null);
  if (state.state === 'ready') last.current = state.value;
  return [state, () => setAttempt((n) => n + 1), last.current];
}
