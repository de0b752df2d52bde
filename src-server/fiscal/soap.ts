// Moved to src-shared/fiscal/soap.ts: the terminal speaks to SEFAZ too (online emission).
export * from '../../src-shared/fiscal/soap.js';
