// Field-level validation messages in Brazilian Portuguese for zod 4 schemas, shared by server and client:
// `schema.safeParse(data, { error: ptBRErrorMap })`.
import type { core } from 'zod';

const typeNames: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  undefined: 'vazio',
  null: 'nulo',
  bigint: 'um número inteiro',
  date: 'uma data',
};

const formats: Record<string, string> = {
  email: 'um e-mail válido',
  uuid: 'um identificador (UUID) válido',
  guid: 'um identificador (UUID) válido',
  datetime: 'uma data e hora ISO com fuso',
  date: 'uma data (AAAA-MM-DD)',
  time: 'um horário (HH:MM)',
  regex: 'no formato esperado',
};

export function ptBRErrorMap(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Campo obrigatório';
      return `Deve ser ${typeNames[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? 'Não pode ficar em branco' : `Deve ter ao menos ${min} caracteres`;
      if (issue.origin === 'array') return min <= 1 ? 'Informe ao menos um item' : `Informe ao menos ${min} itens`;
      return issue.inclusive ? `Deve ser no mínimo ${min}` : `Deve ser maior que ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Deve ter no máximo ${max} caracteres`;
      if (issue.origin === 'array') return `Informe no máximo ${max} itens`;
      return issue.inclusive ? `Deve ser no máximo ${max}` : `Deve ser menor que ${max}`;
    }
    case 'invalid_format':
      return `Deve ser ${formats[issue.format] ?? 'no formato esperado'}`;
    case 'invalid_value':
      return `Valor inválido: use ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `Campo não reconhecido: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `Deve ser múltiplo de ${String(issue.divisor)}`;
    case 'invalid_union':
      return 'Valor inválido';
    case 'custom':
      return issue.message ?? 'Valor inválido';
    default:
      return 'Valor inválido';
  }
}

/** One issue as the server answers it: the field path joined by dots and the message. */
export interface FieldIssue {
  path: string;
  message: string;
}

export function fieldIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldIssue[] {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

export const validationMessages = {
  invalidRequest: 'Dados inválidos na solicitação',
  /** "Dados inválidos: quantity: Deve ser maior que 0" */
  summary: (issues: readonly FieldIssue[]) =>
    issues.length === 0
      ? 'Dados inválidos na solicitação'
      : `Dados inválidos: ${issues
          .slice(0, 3)
          .map((i) => (i.path ? `${i.path}: ${i.message}` : i.message))
          .join('; ')}`,
};
