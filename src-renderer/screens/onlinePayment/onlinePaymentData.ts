// What the Pagamento online screen reads from the server: the onboarding state (GET online-payment/distribution-rules:
// the owner, its documents, bank accounts, split rule and the shares of each charge). The provider decides the state,
// so it is read from the server, not the mirror.
import { serverApi } from '../../services/serverApi.js';

export interface OnlinePaymentBankAccount {
  id: string;
  bankCode: string;
  agency: string;
  account: string;
  accountDigit: string | null;
  accountType: 'checking' | 'savings';
  holderName: string;
  holderDocument: string;
  main: boolean;
}
export interface OnlinePaymentState {
  status: 'notStarted' | 'pending' | 'active';
  owner: {
    document: string;
    legalName: string;
    tradeName: string | null;
    mcc: string | null;
    email: string;
    phone: string;
    ownerName: string;
    ownerDocument: string;
    ownerBirthDate: string | null;
  } | null;
  documents: { id: string; type: string; fileName: string; size: number; createdAt: string }[];
  bankAccounts: OnlinePaymentBankAccount[];
  splitRule: { id: string; platformBps: number; partnerBps: number } | null;
  distribution: { recipient: 'platform' | 'partner' | 'business'; bps: number }[];
}

export async function loadOnlinePayment(): Promise<OnlinePaymentState> {
  return (await serverApi().onlinePayment.onlinePaymentDistributionRules({})) as OnlinePaymentState;
}

/** Basis points as a person types a percentage: 250 ↔ "2,5". */
export const percentOf = (bps: number) => (bps / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 });
export const bpsOf = (percent: string) => Math.round(Number(percent.replace(',', '.')) * 100);
