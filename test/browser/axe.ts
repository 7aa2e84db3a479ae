// axe-core (WCAG 2.0 to 2.2, A and AA, the target-size rule among them, and its best practices) run in
// a page as it stands, injected by the test's own channel: the page's policy rightly refuses inline scripts.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page as it stands: each rule's id with the first element it names. */
export async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    type AxeResult = { violations: { id: string; nodes: { target: unknown[] }[] }[] };
    const axe = (globalThis as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResult> } })
      .axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes[0]?.target)}`);
  }, TAGS);
}

/** Screens checked one after the other: each one's violations, named by the screen, kept for the end. */
export class AxeRound {
  readonly found: string[] = [];
  constructor(private readonly size: string) {}

  /** Runs axe on the page as it stands, as the screen `where`. */
  async check(page: Page, where: string): Promise<void> {
    for (const v of await violations(page)) this.found.push(`${this.size} ${where}: ${v}`);
  }
}

/** The two sizes every screen is checked at: a laptop's window and a phone held upright. */
export const SIZES = [
  { name: '1366×768', options: { viewport: { width: 1366, height: 768 } } },
  { name: '390×844', options: { device: 'phone' as const } },
];
