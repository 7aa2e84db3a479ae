// The order the test files start in, all projects sharing one pool of workers. Within a project the
// longest run first (Vitest's BaseSequencer: by the time each took last run, larger files first when
// none is known). The projects are then merged at an even pace, each file at its place in its own
// list: the browser files run beside the node files rather than after them, and the long files of
// both start early instead of being left to run alone at the end.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export default class Interleaved extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const projects = new Map<string, TestSpecification[]>();
    for (const file of await super.sort(files)) {
      const list = projects.get(file.project.name) ?? [];
      list.push(file);
      projects.set(file.project.name, list);
    }
    // Each file at (its rank + ½) / its project's count: the lists interleave evenly.
    const placed = [...projects.values()].flatMap((list) =>
      list.map((file, rank) => ({ file, at: (rank + 0.5) / list.length })),
    );
    return placed.sort((a, b) => a.at - b.at).map(({ file }) => file);
  }
}
