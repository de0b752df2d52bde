// Messages of the platform client (src-shared/api), in the wording of the specification where it gives one.
import type { ContextLabel } from '../api/core/context.js';

export const apiMessages = {
  /** 000 §8: "else 'Um erro inesperado aconteceu'". */
  unexpected: 'Um erro inesperado aconteceu',
  /** 000 §5: "change context to ADMIN, BUSINESS, PARTNER, PARTNER OR BUSINESS or PARTNER OR ADMIN to access the action". */
  /** The one wording of the client and the server (src-shared/i18n/server.ts uses this). */
  changeContext: (label: ContextLabel) => `Mude o contexto para ${label} para acessar esta ação`,
  /** 000 §5: "a business id must be set … a console message says the id must be informed before any function runs". */
  businessIdRequired: 'Selecione um estabelecimento antes de continuar',
  partnerIdRequired: 'Selecione um parceiro antes de continuar',
  /** 000 §5, 001 §5, 001 §8. */
  categoriesRequired: 'Ao menos alguma categoria deve ser informada',
  /** 002 §5, 002 §8. */
  cardBrandsRequired: 'Ao menos alguma bandeira deve ser informada',
  /** 002 §5: "a missing code is rejected with 'CEP is required'; a response flagged as an error means 'CEP not found'". */
  cepRequired: 'CEP is required',
  cepNotFound: 'CEP not found',
  unauthorized: 'Sessão expirada. Entre novamente.',
  invalidPayload: 'Dados inválidos na solicitação',
} as const;

/** Developer-facing console lines of 000 §5 ("the id must be informed before any function runs"). */
export const apiConsole = {
  businessIdRequired: 'the business id must be informed before any function runs',
  partnerIdRequired: 'the partner id must be informed before any function runs',
} as const;
