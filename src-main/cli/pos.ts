// The technician's command line: `npm run pos -- <comando>`. Talks to the printer directly (not through the
// terminal's queue) so the technician sees at once whether the printer answers.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readMainConfig } from '../config.js';
import { printingMessages } from '../../src-shared/i18n/printing.js';
import { renderDocument } from '../../src-shared/printing/compile.js';
import { encode } from '../../src-shared/printing/encode.js';
import { layout } from '../../src-shared/printing/layout.js';
import { isPrinterModel, PAPER_SIZES, PRINTER_MODELS, type PaperSize } from '../../src-shared/printing/models.js';
import { describeConnection, PrinterConfig, type PrinterConnection } from '../../src-shared/printing/printerConfig.js';
import { buildTemplate, TEMPLATE_NAMES, type TemplateName } from '../../src-shared/printing/templates/index.js';
import { TEMPLATE_SAMPLES } from '../../src-shared/printing/templates/samples.js';
import { discoverPrinters } from '../printing/discovery.js';
import { checkPrinterConnection } from '../printing/devicePaths.js';
import { PrinterStore } from '../printing/printerStore.js';
import { readStatus } from '../printing/status.js';
import { createTransport } from '../printing/transports/index.js';
import { renderPreviewText } from './previewText.js';
import { PairingStore } from '../security/pairing.js';
import { bridgeSecurityMessages } from '../../src-shared/i18n/bridgeSecurity.js';

const HELP = `Uso: npm run pos -- <comando> [opções]

Comandos:
  printers                         lista as impressoras configuradas e as encontradas (serial, USB)
  test-page <impressora>           imprime a página de teste (estilos, acentos, QR, código de barras)
  drawer <impressora>              abre a gaveta de dinheiro
  status <impressora>              mostra o estado da impressora (sem papel, tampa aberta...)
  print <impressora> <modelo> <arquivo.json>
                                   imprime um modelo (${TEMPLATE_NAMES.join(', ')}) com os dados do arquivo
  preview <modelo> <arquivo.json>  mostra no terminal como o cupom sai (--model, --size)
  sample <modelo>                  escreve um JSON de exemplo do modelo
  add <id>                         grava uma impressora (--name, --model, --size e uma conexão)
  parear <código>                  libera o tablet da rede que mostra este código de 6 dígitos

<impressora> é o id de uma impressora gravada em ${'$'}POS_TERMINAL_DIR/printers.json, ou "-" com uma conexão:
  --tcp host[:9100]  --serial /dev/ttyS0[@9600]  --usb 0416:5011  --device /dev/usb/lp0  --spooler "Nome"
  --model ${PRINTER_MODELS.join('|')}  --size ${PAPER_SIZES.join('|')}  --vox (Elgin VOX)  --pin 2|5`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    tcp: { type: 'string' },
    serial: { type: 'string' },
    usb: { type: 'string' },
    device: { type: 'string' },
    spooler: { type: 'string' },
    model: { type: 'string' },
    size: { type: 'string' },
    name: { type: 'string' },
    vox: { type: 'boolean' },
    pin: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

class CliError extends Error {}

function connectionFromFlags(): PrinterConnection | null {
  if (values.tcp) {
    const [host = '', port] = values.tcp.split(':');
    return { type: 'tcp', host, port: port ? Number(port) : 9100 };
  }
  if (values.serial) {
    const [path = '', baud] = values.serial.split('@');
    return { type: 'serial', path, baudRate: baud ? Number(baud) : 9600 };
  }
  if (values.usb) {
    const [vid = '0', pid = '0'] = values.usb.split(':');
    return { type: 'usb', vendorId: parseInt(vid, 16), productId: parseInt(pid, 16) };
  }
  if (values.device) return { type: 'device', path: values.device };
  if (values.spooler) return { type: 'spooler', printerName: values.spooler };
  return null;
}

function adHocPrinter(id: string): PrinterConfig {
  const connection = connectionFromFlags();
  if (!connection) throw new CliError('Informe a conexão: --tcp, --serial, --usb, --device ou --spooler');
  const model = values.model ?? 'ESC_POS';
  if (!isPrinterModel(model)) throw new CliError(`Modelo desconhecido: ${model}. Modelos: ${PRINTER_MODELS.join(', ')}`);
  const size = (values.size ?? 'large') as PaperSize;
  if (!PAPER_SIZES.includes(size)) throw new CliError(`Tamanho desconhecido: ${size}. Tamanhos: ${PAPER_SIZES.join(', ')}`);
  return PrinterConfig.parse({ id, name: values.name ?? id, model, size, variant: values.vox ? 'vox' : undefined, connection });
}

async function resolvePrinter(store: PrinterStore, id: string | undefined): Promise<PrinterConfig> {
  if (!id) throw new CliError('Informe a impressora (id ou "-" com --tcp/--serial/...)');
  if (id === '-') return adHocPrinter('impressora');
  const found = (await store.load()).find((p) => p.id === id);
  if (!found) throw new CliError(printingMessages.errors.printerNotFound(id));
  return found;
}

async function send(printer: PrinterConfig, bytes: Uint8Array): Promise<void> {
  const transport = createTransport(printer.connection);
  try {
    await transport.write(bytes);
  } catch (err) {
    throw new CliError(printingMessages.errors.printerUnreachable(printer.name, err instanceof Error ? err.message : String(err)));
  } finally {
    await transport.close();
  }
}

function templateName(name: string | undefined): TemplateName {
  if (!name || !(TEMPLATE_NAMES as string[]).includes(name)) throw new CliError(printingMessages.errors.templateUnknown(name ?? ''));
  return name as TemplateName;
}

async function readJson(file: string | undefined): Promise<unknown> {
  if (!file) throw new CliError('Informe o arquivo JSON com os dados');
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

async function main(): Promise<void> {
  const [cmd, ...args] = positionals;
  if (!cmd || values.help) {
    console.log(HELP);
    return;
  }
  const config = readMainConfig();
  const store = new PrinterStore(config.terminalDir);
  switch (cmd) {
    case 'printers': {
      const printers = await store.load();
      console.log(printers.length ? 'Impressoras gravadas:' : `Nenhuma impressora gravada em ${store.file}`);
      for (const p of printers) console.log(`  ${p.id}  ${p.name}  ${p.model}${p.variant ? ` (${p.variant})` : ''}  ${p.size}  ${describeConnection(p.connection)}`);
      const found = await discoverPrinters();
      console.log(found.length ? 'Encontradas neste computador:' : 'Nenhuma porta serial ou impressora USB encontrada.');
      for (const f of found) console.log(`  ${describeConnection(f.connection)}${f.description ? `  (${f.description})` : ''}`);
      return;
    }
    case 'test-page': {
      const printer = await resolvePrinter(store, args[0]);
      const document = buildTemplate('testPage', { printerName: printer.name, model: printer.model, size: printer.size, at: new Date().toISOString() });
      await send(printer, renderDocument(document, printer));
      console.log(`Página de teste enviada para ${printer.name} (${printer.model}, ${printer.size}, ${describeConnection(printer.connection)})`);
      return;
    }
    case 'drawer': {
      const printer = await resolvePrinter(store, args[0]);
      const pin = values.pin === '5' ? 5 : 2;
      await send(printer, encode(printer.model, [{ op: 'drawer', pin }], { variant: printer.variant }));
      console.log(`Gaveta aberta (${printer.name}, pino ${pin})`);
      return;
    }
    case 'status': {
      const printer = await resolvePrinter(store, args[0]);
      const transport = createTransport(printer.connection);
      try {
        const reading = await readStatus(printer, transport, 1000);
        console.log(`${printer.name}: ${reading.words}`);
      } catch (err) {
        console.log(`${printer.name}: ${printingMessages.status.offline} (${err instanceof Error ? err.message : String(err)})`);
        process.exitCode = 2;
      } finally {
        await transport.close();
      }
      return;
    }
    case 'print': {
      const printer = await resolvePrinter(store, args[0]);
      const name = templateName(args[1]);
      const document = buildTemplate(name, await readJson(args[2]));
      await send(printer, renderDocument(document, printer));
      console.log(`${name} enviado para ${printer.name}`);
      return;
    }
    case 'preview': {
      const name = templateName(args[0]);
      const model = values.model ?? 'ESC_POS';
      if (!isPrinterModel(model)) throw new CliError(`Modelo desconhecido: ${model}`);
      const size = (values.size ?? 'large') as PaperSize;
      const data = args[1] ? await readJson(args[1]) : TEMPLATE_SAMPLES[name];
      console.log(renderPreviewText(layout(buildTemplate(name, data), model, size)));
      return;
    }
    case 'sample': {
      const name = templateName(args[0]);
      console.log(JSON.stringify(TEMPLATE_SAMPLES[name], null, 2));
      return;
    }
    case 'add': {
      const id = args[0];
      if (!id) throw new CliError('Informe o id da impressora');
      const printer = adHocPrinter(id);
      await checkPrinterConnection(printer.connection).catch((err: unknown) => {
        throw new CliError(err instanceof Error ? err.message : String(err));
      });
      const others = (await store.load()).filter((p) => p.id !== id);
      await store.save([...others, printer]);
      console.log(`Impressora ${printer.id} gravada: ${printer.model} ${printer.size} ${describeConnection(printer.connection)}`);
      return;
    }
    case 'parear': {
      // The technician at this machine (who can read the terminal's folder) approves like a manager would.
      const code = args[0] ?? '';
      if (!/^\d{6}$/.test(code)) throw new CliError('Informe o código de 6 dígitos que o aparelho mostra');
      if (!new PairingStore(config.terminalDir).approve(code)) throw new CliError(bridgeSecurityMessages.pairingUnknownCode);
      console.log(bridgeSecurityMessages.pairingApproved);
      return;
    }
    default:
      throw new CliError(`Comando desconhecido: ${cmd}\n\n${HELP}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof CliError ? err.message : err instanceof Error && err.name === 'ZodError' ? printingMessages.errors.invalidData : err);
  process.exitCode = 1;
});
