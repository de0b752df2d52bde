// Lint, with the layering rule of the architecture: a wrong import between layers fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const layer = (name) => ({ group: [`**/${name}`, `**/${name}/**`], message: `This layer may not import ${name} (see ARCHITECTURE.md, Layering).` });
const nodeOnly = { paths: nodeBuiltins.map((name) => ({ name, message: 'src-shared runs in the renderer too: pass platform-specific parts in.' })) };
const electron = { name: 'electron', message: 'Only src-main/electron may import Electron.' };

export const layering = {
  'src-shared': {
    paths: [...nodeOnly.paths, electron, { name: 'ws', message: 'Node-only.' }, { name: 'serialport', message: 'Node-only.' }],
    patterns: [layer('src-main'), layer('src-renderer'), layer('src-server')],
  },
  'src-renderer': {
    paths: [...nodeOnly.paths, electron],
    patterns: [layer('src-main'), layer('src-server')],
  },
  'src-main': { paths: [], patterns: [layer('src-server'), layer('src-renderer')] },
  'src-server': { paths: [electron], patterns: [layer('src-main'), layer('src-renderer')] },
};

// DOM globals that src-shared may not touch (its tsconfig keeps DOM types only for libraries' typings).
const domGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'indexedDB', 'HTMLElement'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tsbuild/**', 'release/**', 'test-results/**', 'playwright-report/**', 'data/**', 'src-server/db/migrations/**', 'reports/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...Object.entries(layering).map(([folder, rule]) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', rule] },
  })),
  {
    files: ['src-shared/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...domGlobals.map((name) => ({ name, message: 'src-shared has no DOM.' }))] },
  },
);
