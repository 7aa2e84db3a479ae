// The documentation holds together: every link of the README and docs/ leads to a file that exists (and
// to a heading or anchor there, when it names one), every picture in docs/screenshots is shown by some
// page (`npm run screenshots` takes exactly those), and the protocol's table of errors explains every
// code a client can receive, and no other.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../protocol/messages.ts';
import { CLIENT_ERROR_CODES } from '../../protocol/pending.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const SHOTS = join(ROOT, 'docs', 'screenshots');

/** The page's text without its code: a fenced block or a code span holds no link. */
function prose(page: string): string {
  return readFileSync(join(ROOT, page), 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/`[^`\n]*`/g, '');
}

/** Every `[text](target)` and `![alt](target)` of the page. */
function links(page: string): string[] {
  return [...prose(page).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens; repeats numbered. */
function anchors(page: string): Set<string> {
  const text = readFileSync(join(ROOT, page), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const found = new Set<string>([...text.matchAll(/<a id="([^"]+)">/g)].map((m) => m[1]!));
  const seen = new Map<string, number>();
  for (const [, heading] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    found.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return found;
}

describe('the documentation', () => {
  it.each(PAGES)('%s links only to files and headings that exist', (page) => {
    const broken: string[] = [];
    for (const link of links(page)) {
      if (/^(https?|mailto):/.test(link)) continue;
      const [path, anchor] = link.split('#') as [string, string | undefined];
      const target = path === '' ? join(ROOT, page) : join(ROOT, dirname(page), decodeURI(path));
      if (!existsSync(target)) broken.push(`${link}: no such file`);
      else if (anchor !== undefined && statSync(target).isFile() && target.endsWith('.md')) {
        if (!anchors(relative(ROOT, target)).has(anchor)) broken.push(`${link}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('shows every picture of docs/screenshots somewhere', () => {
    const shown = new Set(
      PAGES.flatMap((page) =>
        links(page)
          .filter((link) => link.includes('screenshots/'))
          .map((link) => link.slice(link.lastIndexOf('/') + 1)),
      ),
    );
    const pictures = readdirSync(SHOTS);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((file) => !shown.has(file))).toEqual([]);
  });

  it("explains in the protocol's errors every code a client can receive, and no other", () => {
    const page = readFileSync(join(ROOT, 'docs', 'protocol.md'), 'utf8');
    const errors = page.slice(
      page.indexOf('\n## Errors'),
      page.indexOf('\n## ', page.indexOf('\n## Errors') + 1),
    );
    const rows = [...errors.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(rows.sort()).toEqual([...ERROR_CODES].sort());
    for (const code of CLIENT_ERROR_CODES) expect(errors).toContain(`\`${code}\``);
  });
});
