// The folder graph of the project's sources has no cycle: a folder never imports, through any chain
// of folders, a folder that imports it; and nothing that ships imports the developer tools (tools/).
// (What each layer may import at all is ESLint's rule.)
import { describe, expect, it } from 'vitest';
import { RENDERER_SOURCES } from '../../main/cli/start.ts';
import { folderCycles, importEdges } from './imports.ts';

describe('the folder graph', () => {
  it('finds a cycle when there is one', () => {
    const edges = [
      { from: 'a/x.ts', to: 'b/y.ts' },
      { from: 'b/y.ts', to: 'c/z.ts' },
      { from: 'c/z.ts', to: 'a/w.ts' },
      { from: 'd/v.ts', to: 'a/x.ts' },
    ];
    expect(folderCycles(edges)).toEqual([['a', 'b', 'c']]);
  });

  it('has no cycle between the folders of engine, protocol, languages, main, renderer, tools, bin and test', () => {
    const edges = importEdges([
      'engine',
      'protocol',
      'languages',
      'main',
      'renderer',
      'tools',
      'bin',
      'test',
    ]);
    expect(edges.length).toBeGreaterThan(500);
    expect(folderCycles(edges)).toEqual([]);
  });

  it('keeps the developer tools out of what ships: nothing in engine, protocol, languages, main or renderer imports tools/', () => {
    const shipped = importEdges(['engine', 'protocol', 'languages', 'main', 'renderer']);
    expect(shipped.filter((e) => e.to.startsWith('main/')).length).toBeGreaterThan(100);
    expect(shipped.filter((e) => e.to.startsWith('tools/'))).toEqual([]);
    // The tools themselves use the host side, so the check above looks where an import would be.
    expect(importEdges(['tools']).some((e) => e.to.startsWith('main/'))).toBe(true);
  });

  it('builds the renderer again for a change in any folder it imports from (norenberc start)', () => {
    const reached = new Set(importEdges(['renderer']).map((e) => e.to.split('/')[0]!));
    expect(reached.size).toBeGreaterThan(3);
    for (const folder of reached) expect(RENDERER_SOURCES).toContain(folder);
  });
});
