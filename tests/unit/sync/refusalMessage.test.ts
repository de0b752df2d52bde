// The outbox's refusal message follows the client's error rule of the spec (000 §8), implemented once in
// src-shared/api: the server's message, else status and status text, else "Um erro inesperado aconteceu".
import { describe, expect, it } from 'vitest';
import { productErrorMessage } from '../../../src-shared/api/core/errors.js';
import { refusalMessage } from '../../../src-main/sync/answer.js';

describe('the refusal a person reads on the pending screen', () => {
  it('is the server’s message when it sends one', () => {
    expect(refusalMessage(409, 'Conflict', { message: 'Comanda fechada' })).toBe('Comanda fechada');
  });

  it('is status and status text when the body says nothing (an HTML page from a proxy, for one)', () => {
    expect(refusalMessage(404, 'Not Found', '<html>nginx</html>')).toBe('404 Not Found');
  });

  it('is the spec’s default, not a bare status code, when nothing else is known', () => {
    expect(refusalMessage(422, '', null)).toBe('Um erro inesperado aconteceu');
    for (const [s, t, b] of [[409, 'Conflict', {}], [400, '', { message: '  ' }], [0, '', 'x']] as const) {
      expect(refusalMessage(s, t, b)).toBe(productErrorMessage({ status: s, statusText: t, body: b }));
    }
  });
});
