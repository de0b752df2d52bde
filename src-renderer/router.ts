// Hash routing: the Electron shell loads index.html from file, where only the hash can change.
import { useSyncExternalStore } from 'react';

export const places = ['mesas', 'comandas', 'caixa', 'pedidos', 'configuracoes'] as const;
export type Place = (typeof places)[number];

function current(): Place {
  const name = location.hash.replace(/^#\/?/, '').split('/')[0] ?? '';
  return (places as readonly string[]).includes(name) ? (name as Place) : 'mesas';
}

function subscribe(callback: () => void): () => void {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

export function usePlace(): Place {
  return useSyncExternalStore(subscribe, current);
}

export function go(place: Place): void {
  location.hash = `/${place}`;
}
