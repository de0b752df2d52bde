// Hash routing: the Electron shell loads index.html from file, where only the hash can change.
import { useSyncExternalStore } from 'react';

export const places = ['mesas', 'comandas', 'balcao', 'caixa', 'pedidos', 'clientes', 'configuracoes'] as const;
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

/**
 * Screens reached by a link rather than the app bar: the pending changes (`#/pendencias`), the kitchen display
 * (`#/cozinha`) and the pickup panel (`#/painel`), each opened from the orders board.
 */
export const linkedScreens = ['pendencias', 'cozinha', 'painel', 'loja'] as const;
export type LinkedScreen = (typeof linkedScreens)[number];

function currentLinked(): LinkedScreen | null {
  const name = location.hash.replace(/^#\/?/, '').split('/')[0] ?? '';
  return (linkedScreens as readonly string[]).includes(name) ? (name as LinkedScreen) : null;
}

export function useLinkedScreen(): LinkedScreen | null {
  return useSyncExternalStore(subscribe, currentLinked);
}
