// What the first-run wizard has typed and done so far: kept outside the steps, so a refused step, a step back or
// the login in the middle (the session changes the whole shell) never loses what was typed.
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

export const WIZARD_HASH = '#/configuracoes/primeiros-passos';

export interface WizardState {
  step: number;
  /** The business made by the first run (null before it). */
  businessId: string | null;
  business: {
    name: string;
    tradeName: string;
    document: string;
    cep: string;
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: string;
    state: string;
    cityCode: string;
    phone: string;
  };
  manager: { name: string; email: string; password: string; confirm: string; setupCode: string };
  register: { name: string; id: string | null };
  places: { kind: 'table' | 'order-slip'; from: string; to: string; made: number };
  payments: { methods: string[]; brands: string[]; made: boolean };
  printers: { kitchen: string; kitchenHost: string; kitchenPort: string; receiptHost: string; receiptPort: string; kitchenPrinterId: string | null; receiptPrinterId: string | null; made: boolean };
  fiscalSaved: boolean;
  /** What each finished step made, for the last step's summary. */
  summary: Record<number, string>;
  set(patch: Partial<Omit<WizardState, 'set' | 'patch'>>): void;
  patch<K extends 'business' | 'manager' | 'register' | 'places' | 'payments' | 'printers'>(key: K, fields: Partial<WizardState[K]>): void;
}

export const useWizard = create<WizardState>((set) => ({
  step: 0,
  businessId: null,
  business: { name: '', tradeName: '', document: '', cep: '', street: '', number: '', complement: '', neighborhood: '', city: '', state: '', cityCode: '', phone: '' },
  manager: { name: '', email: '', password: '', confirm: '', setupCode: '' },
  register: { name: 'Caixa 1', id: null },
  places: { kind: 'table', from: '1', to: '20', made: 0 },
  payments: { methods: ['money', 'pix', 'credit', 'debit'], brands: ['Visa', 'Mastercard', 'Elo'], made: false },
  printers: { kitchen: 'Cozinha', kitchenHost: '', kitchenPort: '9100', receiptHost: '', receiptPort: '9100', kitchenPrinterId: null, receiptPrinterId: null, made: false },
  fiscalSaved: false,
  summary: {},
  set: (patch) => set(patch),
  patch: (key, fields) => set((s) => ({ [key]: { ...s[key], ...fields } }) as Partial<WizardState>),
}));

function onWizardHash(): boolean {
  return location.hash === WIZARD_HASH;
}

function subscribe(callback: () => void): () => void {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

/** Whether the route is the wizard's. */
export function useWizardRoute(): boolean {
  return useSyncExternalStore(subscribe, onWizardHash);
}
