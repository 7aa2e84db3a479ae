// With --coverage (npm test): one line per area that has a floor (coverage.thresholds in
// vitest.config.ts), its lines, statements, functions and branches covered against that floor, after
// Vitest's own summary of every file measured. Vitest fails the run when an area is under its floor.
import { relative } from 'node:path';
import type { Reporter, Vitest } from 'vitest/node';

const KINDS = ['lines', 'statements', 'functions', 'branches'] as const;
type Kind = (typeof KINDS)[number];
type Floors = Partial<Record<Kind, number>>;

/** What Vitest hands over: an istanbul coverage map (istanbul-lib-coverage). */
interface CoverageMap {
  files(): string[];
  fileCoverageFor(file: string): { toSummary(): Record<Kind, { total: number; covered: number }> };
}

export default class CoverageAreas implements Reporter {
  private root = '';
  private floors: [area: string, floors: Floors][] = [];

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
    const thresholds = (vitest.config.coverage.thresholds ?? {}) as Record<string, unknown>;
    this.floors = Object.entries(thresholds)
      .filter(([glob, floors]) => glob.endsWith('/**') && typeof floors === 'object')
      .map(([glob, floors]) => [glob.slice(0, -2), floors as Floors]);
  }

  onCoverage(coverage: unknown): void {
    const map = coverage as CoverageMap;
    const files = map.files().map((file) => ({ file, path: relative(this.root, file) }));
    const lines = this.floors.map(([area, floors]) => {
      const totals = Object.fromEntries(KINDS.map((k) => [k, { total: 0, covered: 0 }]));
      for (const { file, path } of files) {
        if (!path.startsWith(area)) continue;
        const summary = map.fileCoverageFor(file).toSummary();
        for (const k of KINDS) {
          totals[k]!.total += summary[k].total;
          totals[k]!.covered += summary[k].covered;
        }
      }
      const cells = KINDS.map((k) => {
        const { total, covered } = totals[k]!;
        const pct = total ? (100 * covered) / total : 100;
        return `${k} ${pct.toFixed(1)}%${floors[k] === undefined ? '' : ` (floor ${floors[k]})`}`;
      });
      return `  ${area.padEnd(12)} ${cells.join(', ')}`;
    });
    if (lines.length) process.stdout.write(`\ncoverage by area:\n${lines.join('\n')}\n`);
  }
}
