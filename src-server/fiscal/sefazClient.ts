// Moved to src-shared/fiscal/sefazClient.ts: the terminal sends its online NFC-e itself.
export * from '../../src-shared/fiscal/sefazClient.js';
