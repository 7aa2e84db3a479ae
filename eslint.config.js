// Lint: the recommended rules of ESLint, typescript-eslint and eslint-plugin-svelte (formatting is
// Prettier's), and the layer boundaries: what each folder may import.
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

const NODE_ONLY = ['node:*', 'ws', 'better-sqlite3', 'bonjour-service', 'bonjour-service/*', 'electron'];

/** The engine's public faces: outside engine/ (tests aside), code imports the engine only through these. */
const ENGINE_FACES = ['engine/index.ts', 'engine/bots/index.ts', 'engine/players.ts'];

/** A rule of a folder's import boundary: the specifiers it must not import, and why. */
const rule = (group, message) => ({ group, message });

const ENGINE_INTERNALS = {
  regex: `(^|/)engine/(?!(${ENGINE_FACES.map((face) => face.slice('engine/'.length).replaceAll('.', '\\.')).join('|')})$)`,
  message: `Outside the engine, import it through its public faces only: ${ENGINE_FACES.join(', ')}.`,
};

/**
 * A folder's import boundary: every rule it keeps (a folder inside another keeps the outer one's too;
 * the last boundary that matches a file is the one in force, so each outside the engine carries the
 * engine's faces too).
 */
function boundary(files, ...rules) {
  const patterns = files.every((f) => f.startsWith('engine/')) ? rules : [...rules, ENGINE_INTERNALS];
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

/** What ships never reaches the developer tools: a package holds no tools/. */
const SHIPPED = rule(['**/tools/**'], 'What ships never imports the developer tools (tools/).');
const MAIN = rule(['**/renderer/**'], 'The host side never imports the interface.');

export default ts.config(
  { ignores: ['node_modules/', 'dist/', 'out/', 'test-results/', 'build/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'], svelteConfig } },
  },
  boundary(
    ['engine/**'],
    rule(
      [
        '**/main/**',
        '**/renderer/**',
        '**/protocol/**',
        '**/languages/**',
        'svelte',
        'svelte/*',
        ...NODE_ONLY,
      ],
      'The engine is pure: no I/O, no host, no interface, no words.',
    ),
    SHIPPED,
  ),
  boundary(
    ['protocol/**'],
    rule(
      ['**/main/**', '**/renderer/**', '**/languages/**', ...NODE_ONLY],
      'protocol/ runs in the browser and the host alike: it imports only the engine.',
    ),
    SHIPPED,
  ),
  boundary(
    ['languages/**'],
    rule(
      ['**/main/**', '**/renderer/**', 'svelte', 'svelte/*', ...NODE_ONLY],
      'languages/ holds words that the page and the host side both read: it imports only the engine and the protocol.',
    ),
    SHIPPED,
  ),
  boundary(
    ['renderer/**'],
    rule(['**/main/**', ...NODE_ONLY], 'The renderer talks to a host only over the protocol (protocol/).'),
    SHIPPED,
  ),
  boundary(['main/**'], MAIN, SHIPPED),
  boundary(
    ['main/host/**'],
    MAIN,
    SHIPPED,
    rule(
      ['**/store/**', '**/cli/**', '**/desktop/**'],
      'The host is plain Node: the store comes in through its GameStore port; no command line, no desktop shell.',
    ),
  ),
  boundary(
    ['main/lan/**'],
    MAIN,
    SHIPPED,
    rule(['**/host/**', '**/store/**'], 'LAN discovery knows nothing of games.'),
  ),
  boundary(
    ['main/store/**'],
    MAIN,
    SHIPPED,
    rule(['**/cli/**', '**/desktop/**', '**/lan/**'], 'The store serves the host.'),
  ),
  boundary(
    ['tools/**'],
    rule(['**/renderer/**'], 'The developer tools drive the interface in a browser, never by importing it.'),
  ),
  boundary(
    ['main/records/**'],
    MAIN,
    SHIPPED,
    rule(
      ['**/host/**', '**/store/**', '**/cli/**', '**/desktop/**', '**/lan/**', '**/app/**'],
      "A game record's checks serve the host and the store alike: they import only the engine.",
    ),
  ),
);
