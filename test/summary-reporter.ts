// Prints one plain closing line, "tests: N passed, N failed[, N skipped][, N files failed to load]",
// that CI tools read. A file that fails before its tests run (a setup that throws, a syntax error)
// has no test to count: it is counted apart, so that the line never reads as a clean run.
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let unloaded = 0;
    for (const mod of modules) {
      if (mod.errors().length) unloaded++;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    process.stdout.write(
      `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${
        unloaded ? `, ${unloaded} file${unloaded === 1 ? '' : 's'} failed to load` : ''
      }\n`,
    );
  }
}
