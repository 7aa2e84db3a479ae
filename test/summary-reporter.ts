// Prints one plain closing line, "tests: N passed, N failed[, N skipped]", that CI tools read.
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of modules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    process.stdout.write(
      `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}
