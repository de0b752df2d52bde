// The hash path below a place: `#/comandas/<padId>/pagamento` → ['comandas', '<padId>', 'pagamento'].
import { useSyncExternalStore } from 'react';

function read(): string {
  return location.hash.replace(/^#\/?/, '');
}

function subscribe(callback: () => void): () => void {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

export function useRoute(): string[] {
  const path = useSyncExternalStore(subscribe, read);
  return path.split('/').filter(Boolean);
}

export function navigate(...segments: string[]): void {
  location.hash = `/${segments.map(encodeURIComponent).join('/')}`;
}
