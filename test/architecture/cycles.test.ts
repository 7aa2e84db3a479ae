// No import loop between files: no source file imports, through any chain of imports (type-only ones
// included), a file that imports it. A loop is printed as the chain that closes it.
import { describe, expect, it } from 'vitest';
import { fileCycles, fileEdges } from './fileImports.ts';

describe('the file graph', () => {
  it('prints a loop as the chain of imports that closes it', () => {
    const edges = [
      { from: 'a.ts', to: 'b.ts' },
      { from: 'b.ts', to: 'c.ts' },
      { from: 'c.ts', to: 'a.ts' },
      { from: 'c.ts', to: 'd.ts' },
      { from: 'd.ts', to: 'b.ts' },
      { from: 'e.ts', to: 'a.ts' },
    ];
    expect(fileCycles(edges)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('reads type-only, re-exporting and dynamic imports', () => {
    const edges = fileEdges(['main/host']);
    const from = (file: string): string[] => edges.filter((e) => e.from === file).map((e) => e.to);
    // `import type { BotRunner }` and `export type { Archive } from`.
    expect(from('main/host/lobbyOptions.ts')).toContain('main/host/bots/pool.ts');
    expect(from('main/host/lobby.ts')).toContain('main/host/archive.ts');
  });

  it('has no import loop in engine, protocol, main, renderer or tools', () => {
    const edges = fileEdges(['engine', 'protocol', 'languages', 'main', 'renderer', 'tools']);
    expect(edges.length).toBeGreaterThan(1000);
    const loops = fileCycles(edges).map((loop) => loop.join(' -> '));
    expect(loops, `import loops:\n${loops.join('\n')}`).toEqual([]);
  });
});
