// Keyboard shortcuts for the counter: F-keys, Enter and Esc. Only the top layer answers (a dialog over a
// screen takes the keys while it is open), so Esc closes the dialog and not the screen beneath it.
import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';

type Handler = (event: KeyboardEvent) => void;
interface Binding {
  key: string;
  layer: number;
  handler: { current: Handler };
}

const bindings: Binding[] = [];
const layers: number[] = [0];
let nextLayer = 1;

/** The layer a component's shortcuts belong to; a Dialog provides its own. */
export const HotkeyLayer = createContext(0);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || target.isContentEditable;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const key = event.key;
  const fKey = /^F\d{1,2}$/.test(key);
  if (!fKey && key !== 'Enter' && key !== 'Escape') return;
  // Enter on a focused button is the button's own click; in a textarea it is a new line.
  if (key === 'Enter' && event.target instanceof HTMLElement && ['BUTTON', 'TEXTAREA', 'A'].includes(event.target.tagName)) return;
  if (key === 'Escape' && isTyping(event.target) && event.target instanceof HTMLSelectElement) return;
  const top = layers[layers.length - 1] ?? 0;
  for (let i = bindings.length - 1; i >= 0; i--) {
    const b = bindings[i];
    if (b && b.layer === top && b.key === key) {
      event.preventDefault();
      b.handler.current(event);
      return;
    }
  }
  // F-keys never reach the browser (F5 would reload the counter, F3 open find, F1 help).
  if (fKey && key !== 'F12') event.preventDefault();
}

if (typeof window !== 'undefined') window.addEventListener('keydown', onKeyDown);

/** Runs `handler` when `key` ("F2", "Enter", "Escape") is pressed on this component's layer. */
export function useHotkey(key: string | undefined, handler: Handler, enabled = true): void {
  const layer = useContext(HotkeyLayer);
  const ref = useRef(handler);
  useLayoutEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!key || !enabled) return;
    const binding: Binding = { key, layer, handler: ref };
    bindings.push(binding);
    return () => {
      const i = bindings.indexOf(binding);
      if (i >= 0) bindings.splice(i, 1);
    };
  }, [key, layer, enabled]);
}

/** Opens a new top layer for as long as the calling component (a dialog) is mounted. */
export function useNewLayer(): number {
  const ref = useRef(0);
  if (ref.current === 0) ref.current = nextLayer++;
  useLayoutEffect(() => {
    const id = ref.current;
    layers.push(id);
    return () => {
      const i = layers.lastIndexOf(id);
      if (i >= 0) layers.splice(i, 1);
    };
  }, []);
  return ref.current;
}
