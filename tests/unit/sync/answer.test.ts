// The message a person reads when the server refuses a queued change (issue 16 item 15): the spec's error rule
// (000 §8), with a validation refusal read from its field issues in words, never "counted.<id>: … 100000000".
import { describe, expect, it } from 'vitest';
import { refusalMessage } from '../../../src-main/sync/answer.js';

describe('refusalMessage', () => {
  it('reads a validation refusal with the field in words and a money limit in reais', () => {
    const body = {
      message: 'Dados inválidos: counted.019a0000-0000-7000-8000-00000000c0de: Deve ser no máximo 100000000',
      issues: [{ path: 'counted.019a0000-0000-7000-8000-00000000c0de', message: 'Deve ser no máximo 100000000' }],
    };
    const text = refusalMessage(400, 'Bad Request', body);
    expect(text).toBe('Dados inválidos: Valor contado: Deve ser no máximo R$ 1.000.000,00');
    expect(text).not.toMatch(/counted|019a0000/);
  });

  it('names the item of a list and keeps counts as counts', () => {
    const body = { message: 'x', issues: [{ path: 'products.0.quantity', message: 'Deve ser no mínimo 1' }] };
    expect(refusalMessage(400, 'Bad Request', body)).toBe('Dados inválidos: Quantidade (item 1): Deve ser no mínimo 1');
  });

  it('follows 000 §8 otherwise: the server message, else status and text, else the default', () => {
    expect(refusalMessage(409, 'Conflict', { message: 'Comanda já fechada' })).toBe('Comanda já fechada');
    expect(refusalMessage(404, 'Not Found', null)).toBe('404 Not Found');
    expect(refusalMessage(0, '', 'texto')).toBe('Um erro inesperado aconteceu');
  });
});
