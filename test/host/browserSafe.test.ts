// The renderer bundles the protocol module and the client library for the browser: nothing they
// reach through their imports may be a Node module (or the ws package).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BROWSER_PACKAGES = [/^valibot$/, /^pure-rand(\/|$)/];

/** Every package a module reaches through its static imports (type-only imports left out). */
function packagesReached(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const pending = [resolve(ROOT, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
      const [, typeOnly, specifier] = match;
      if (typeOnly) continue;
      if (specifier!.startsWith('.')) pending.push(resolve(dirname(file), specifier!));
      else packages.set(specifier!, file);
    }
  }
  return packages;
}

describe('browser-safe modules', () => {
  for (const entry of ['protocol/client.ts', 'protocol/messages.ts', 'protocol/address.ts']) {
    it(`${entry} reaches no Node module`, () => {
      for (const [pkg, from] of packagesReached(entry)) {
        expect(
          BROWSER_PACKAGES.some((p) => p.test(pkg)),
          `${from} imports ${pkg}`,
        ).toBe(true);
      }
    });
  }
});
