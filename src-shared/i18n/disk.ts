// What a person reads when the terminal's own disk cannot take a write, in Brazilian Portuguese.
export const diskMessages = {
  /** A write refused because the disk is full: nothing was recorded, so it must be made again. */
  full: 'Disco cheio: a alteração não foi gravada neste terminal. Libere espaço no disco e faça a alteração de novo',
  /** Any other failure to put the write on disk (a failing disk, no permission). */
  failed: (reason: string) => `Falha ao gravar no disco deste terminal: a alteração não foi gravada (${reason})`,
  /** A print job refused because the disk is full: it is not in the queue and will not print. */
  printFull: 'Disco cheio: a impressão não entrou na fila deste terminal. Libere espaço no disco e imprima de novo',
  /** A setting (a printer) not saved because the disk is full. */
  settingsFull: 'Disco cheio: a configuração não foi gravada. Libere espaço no disco e grave de novo',
  compactFailed: 'Não foi possível compactar a fila de alterações (disco cheio?): ela continua inteira',
} as const;

/** Whether an OS error means the disk (or the user's quota) is full. */
export function isDiskFull(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null && 'code' in err ? (err as { code: unknown }).code : null;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
