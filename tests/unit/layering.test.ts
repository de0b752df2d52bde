// The layering rule of ARCHITECTURE.md is enforced by lint; these prove a wrong import really fails.
import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

describe('layering rule', () => {
  it('refuses a renderer file importing src-main', async () => {
    const errors = await importErrors('src-renderer/screens/Bad.tsx', "import { startHost } from '../../src-main/host/host.js';\nexport const x = startHost;\n");
    expect(errors).toEqual([expect.stringContaining('may not import src-main')]);
  });

  it('refuses a renderer file importing src-server or Node built-ins', async () => {
    const errors = await importErrors(
      'src-renderer/screens/Bad.tsx',
      "import { buildApp } from '../../src-server/app.js';\nimport fs from 'node:fs';\nexport const x = [buildApp, fs];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('refuses src-shared importing another layer, Node, Electron or DOM globals', async () => {
    const errors = await importErrors(
      'src-shared/domain/bad.ts',
      "import { readFile } from 'node:fs/promises';\nimport { app } from 'electron';\nimport { mirror } from '../../src-renderer/db/mirror.js';\nexport const x = [readFile, app, mirror, window.location];\n",
    );
    expect(errors).toHaveLength(4);
  });

  it('refuses src-main and src-server importing each other', async () => {
    expect(await importErrors('src-main/x.ts', "import { buildApp } from '../src-server/app.js';\nexport const x = buildApp;\n")).toHaveLength(1);
    expect(await importErrors('src-server/x.ts', "import { startHost } from '../src-main/host/host.js';\nexport const x = startHost;\n")).toHaveLength(1);
  });

  it('accepts the allowed directions', async () => {
    expect(await importErrors('src-renderer/x.ts', "import { messages } from '../src-shared/i18n/pt-BR.js';\nexport const x = messages;\n")).toEqual([]);
    expect(await importErrors('src-main/x.ts', "import fs from 'node:fs';\nimport { messages } from '../src-shared/i18n/pt-BR.js';\nexport const x = [fs, messages];\n")).toEqual([]);
  });
});
