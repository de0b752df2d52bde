// Fixed ids of the demo data, so a fresh terminal can point at the demo business before anyone logs in
// and tests can name what they touch.
export const DEMO_BUSINESS_ID = '019a0000-0000-7000-8000-000000000001';
/** A second business with its own user: tenant isolation is tested against it. */
export const OTHER_BUSINESS_ID = '019a0000-0000-7000-8000-000000000002';

export const DEMO_USERS = {
  manager: { id: '019a0000-0000-7000-8001-000000000001', email: 'gerente@cantina.com.br', password: 'gerente123', roles: ['business_manager'] },
  cashier: { id: '019a0000-0000-7000-8001-000000000002', email: 'caixa@cantina.com.br', password: 'caixa123', roles: ['business_operator'] },
  waiter: { id: '019a0000-0000-7000-8001-000000000003', email: 'garcom@cantina.com.br', password: 'garcom123', roles: ['business_operator_launch'] },
  other: { id: '019a0000-0000-7000-8001-000000000004', email: 'ze@lanchonetedoze.com.br', password: 'lanche123', roles: ['business_manager'] },
} as const;

/**
 * The platform's operator (platform role admin): the Cobrança screen's user. Linked to the Lanchonete only so the
 * terminal's login (which needs a business) lets her in; the platform's billing is not a business's.
 */
export const DEMO_PLATFORM_ADMIN = { id: '019a0000-0000-7000-8001-000000000005', email: 'cobranca@plataforma.app.br', password: 'plataforma123', roles: ['business_accountant'] } as const;
