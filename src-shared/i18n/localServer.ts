// What the technician reads in the shell's log about the local platform server, in Brazilian Portuguese.
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;

export const localServerMessages = {
  starting: (dataDir: string) => `iniciando o servidor local (dados em ${dataDir})`,
  ready: (url: string, ms: number) => `servidor local pronto em ${url} (${seconds(ms)})`,
  exited: (code: number | null, delayMs: number) =>
    `o servidor local parou (${code === null ? 'encerrado por sinal' : `código ${code}`}); reiniciando em ${seconds(delayMs)}`,
  notReady: (ms: number) => `o servidor local não ficou pronto em ${seconds(ms)}; reiniciando`,
  stopping: 'encerrando o servidor local…',
  forced: (ms: number) => `o servidor local não encerrou em ${seconds(ms)}; encerrando à força`,
  stopped: (code: number | null) => `servidor local encerrado (${code === null ? 'por sinal' : `código ${code}`})`,
  stoppedBeforeReady: 'o servidor local foi encerrado antes de ficar pronto',
} as const;
