// The project's import graph, read from the sources: which file imports which (type-only imports
// included: a cycle through types still ties two folders together).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE = /\.(ts|svelte)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

export interface ImportEdge {
  from: string;
  to: string;
}

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Every relative import between the project's own source files, as paths from the repository root. */
export function importEdges(folders: readonly string[]): ImportEdge[] {
  return folders.flatMap(sources).flatMap((file) =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)]
      .map((m) => m[1] ?? m[2]!)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ from: file, to: relative(ROOT, resolve(ROOT, dirname(file), specifier)) })),
  );
}

/** The strongly connected groups of more than one folder in the folder graph (Tarjan). */
export function folderCycles(edges: readonly ImportEdge[]): string[][] {
  return stronglyConnected(edges.map(({ from, to }) => ({ from: dirname(from), to: dirname(to) })));
}

/** The strongly connected groups of more than one node of a directed graph (Tarjan), each sorted. */
export function stronglyConnected(edges: readonly ImportEdge[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { from: a, to: b } of edges) {
    if (!graph.has(a)) graph.set(a, new Set());
    if (!graph.has(b)) graph.set(b, new Set());
    if (a !== b) graph.get(a)!.add(b);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}
