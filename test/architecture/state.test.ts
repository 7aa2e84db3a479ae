// The renderer's state classes keep their state to themselves: a `$state` field of a `.svelte.ts` class
// is `#private`, read through a getter and changed by the class's own methods, each named for what it
// does (`link.dismissNotice()`), so that every change a screen can make is one the class offers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './imports.ts';

/** The `$state` (or `$state.raw`) fields of the source's classes that are not `#private`. */
function openStateFields(source: string): string[] {
  const file = ts.createSourceFile('state.svelte.ts', source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const isState = (e: ts.Expression | undefined): boolean =>
    !!e &&
    ts.isCallExpression(e) &&
    (e.expression.getText(file) === '$state' || e.expression.getText(file) === '$state.raw');
  const visit = (node: ts.Node): void => {
    if (ts.isClassLike(node))
      for (const member of node.members)
        if (
          ts.isPropertyDeclaration(member) &&
          !ts.isPrivateIdentifier(member.name) &&
          isState(member.initializer)
        )
          found.push(`${node.name?.text ?? '(class)'}.${member.name.getText(file)}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function stateModules(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stateModules(path);
    return entry.name.endsWith('.svelte.ts') ? [path] : [];
  });
}

describe("the renderer's state", () => {
  it('finds a field that is not #private, $state and $state.raw alike', () => {
    const source = `
      class Open {
        #kept = $state(0);
        shown = $state(1);
        private hidden = $state.raw<string[]>([]);
        readonly plain = 2;
        get kept() { return this.#kept; }
      }`;
    expect(openStateFields(source)).toEqual(['Open.shown', 'Open.hidden']);
  });

  it('is #private in every .svelte.ts class', () => {
    const modules = stateModules('renderer');
    expect(modules.length).toBeGreaterThan(10);
    const open = modules.flatMap((path) =>
      openStateFields(readFileSync(join(ROOT, path), 'utf8')).map((field) => `${path}: ${field}`),
    );
    expect(open).toEqual([]);
  });
});
