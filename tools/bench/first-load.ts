// `norenberc bench`, renderer section: what Home's first load fetches. A fresh page of the built
// renderer (no cache) opens Home from the real host; every response Chromium receives until Home is
// shown, its fonts are in and the network is idle counts (the page, scripts, styles, fonts, the icon),
// each by its body's size and that body gzipped (zlib's default level): the host sends its files as
// they are, and gzip is what a web server in front of it would send.
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';

export type FileKind = 'html' | 'script' | 'style' | 'font' | 'other';

export interface FetchedFile {
  path: string;
  kind: FileKind;
  bytes: number;
  gzip: number;
}

export interface FirstLoadBench {
  files: FetchedFile[];
  bytes: number;
  gzip: number;
  /** Gzipped bytes by kind of file. */
  gzipByKind: Record<FileKind, number>;
}

const KINDS: [RegExp, FileKind][] = [
  [/text\/html/, 'html'],
  [/javascript/, 'script'],
  [/text\/css/, 'style'],
  [/font|woff/, 'font'],
];

export function fileKind(contentType: string, path: string): FileKind {
  const byType = KINDS.find(([pattern]) => pattern.test(contentType))?.[1];
  return byType ?? (/\.woff2?$/.test(path) ? 'font' : 'other');
}

/** Sums what the files weigh, in all and by kind. */
export function firstLoad(files: FetchedFile[]): FirstLoadBench {
  const gzipByKind: Record<FileKind, number> = { html: 0, script: 0, style: 0, font: 0, other: 0 };
  for (const file of files) gzipByKind[file.kind] += file.gzip;
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    gzipByKind,
  };
}

async function fetched(request: Request): Promise<FetchedFile | null> {
  const response = await request.response();
  if (!response || !/^https?:/.test(request.url())) return null;
  const body = await response.body();
  const path = new URL(request.url()).pathname;
  return {
    path,
    kind: fileKind(response.headers()['content-type'] ?? '', path),
    bytes: body.length,
    gzip: gzipSync(body).length,
  };
}

export async function benchFirstLoad(browser: Browser, base: string): Promise<FirstLoadBench> {
  // A context of its own: an empty cache, as on a first visit.
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const page = await context.newPage();
    // A script string: it runs in the page, whose DOM the host's types do not describe.
    await page.addInitScript(
      `localStorage.setItem('norenberc.settings', ${JSON.stringify(JSON.stringify({ language: 'en' }))})`,
    );
    const files: Promise<FetchedFile | null>[] = [];
    page.on('requestfinished', (request) => files.push(fetched(request)));
    await page.goto(base);
    await page.locator('[data-testid=home-host]').waitFor();
    await page.evaluate('document.fonts.ready.then(() => undefined)');
    await page.waitForLoadState('networkidle');
    return firstLoad((await Promise.all(files)).filter((f) => f !== null));
  } finally {
    await context.close();
  }
}
