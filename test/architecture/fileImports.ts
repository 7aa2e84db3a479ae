// The file graph of the project's TypeScript sources, read by the TypeScript compiler's own import
// scanner: every static, type-only, re-exporting and literal dynamic import between two source files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ROOT, stronglyConnected, type ImportEdge } from './imports.ts';

function tsSources(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, if it is one of `files` (with or without its extension). */
function resolveIn(files: ReadonlySet<string>, from: string, specifier: string): string | null {
  const base = relative(ROOT, resolve(ROOT, dirname(from), specifier));
  return [base, `${base}.ts`, join(base, 'index.ts')].find((path) => files.has(path)) ?? null;
}

/** Every import from one of the folders' .ts (and .svelte.ts) files to another of them. */
export function fileEdges(folders: readonly string[]): ImportEdge[] {
  const files = new Set(folders.flatMap(tsSources));
  return [...files].flatMap((file) =>
    ts
      .preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true)
      .importedFiles.map(({ fileName }) =>
        fileName.startsWith('.') ? resolveIn(files, file, fileName) : null,
      )
      .filter((to): to is string => to !== null)
      .map((to) => ({ from: file, to })),
  );
}

/** One closed path through each group of files that import one another, e.g. [a, b, c, a]. */
export function fileCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  return stronglyConnected(edges).map((group) => {
    // The shortest way back to the group's first file, through the group only (breadth first).
    const members = new Set(group);
    const start = group[0]!;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const at = queue.shift()!;
      for (const to of next.get(at) ?? []) {
        if (!members.has(to) || cameFrom.has(to)) continue;
        cameFrom.set(to, at);
        if (to === start) queue.length = 0;
        else queue.push(to);
      }
    }
    const back = [start];
    for (let at = cameFrom.get(start)!; at !== start; at = cameFrom.get(at)!) back.push(at);
    return [...back, start].reverse();
  });
}
