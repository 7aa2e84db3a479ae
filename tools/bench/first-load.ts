// `norenberc bench`, renderer section: what Home's first load fetches. A fresh page of the built
// renderer (no cache) opens Home from the real host; every response Chromium receives until Home is
// shown, its fonts are in and the network is idle counts (the page, scripts, styles, fonts, the icon),
// each by the bytes its body took on the wire (as the host sent it: its text files compressed as the
// browser accepts, fonts as they are) and by its size once decoded. Chromium accepts brotli from this
// machine but only gzip from a LAN address over plain HTTP: the bench loads Home both ways, as a
// guest's phone on the LAN and as the household's page on the host's machine.
import type { Browser, Request } from 'playwright-core';

export type FileKind = 'html' | 'script' | 'style' | 'font' | 'other';

export interface FetchedFile {
  path: string;
  kind: FileKind;
  /** The body as the page reads it, decoded. */
  bytes: number;
  /** The body as it was transferred (encoded); without the response's headers. */
  sent: number;
  /** The response's Content-Encoding (null: as it is). */
  encoding: string | null;
}

export interface FirstLoadBench {
  files: FetchedFile[];
  bytes: number;
  sent: number;
  /** Bytes transferred by kind of file. */
  sentByKind: Record<FileKind, number>;
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
  const sentByKind: Record<FileKind, number> = { html: 0, script: 0, style: 0, font: 0, other: 0 };
  for (const file of files) sentByKind[file.kind] += file.sent;
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    sent: files.reduce((sum, f) => sum + f.sent, 0),
    sentByKind,
  };
}

async function fetched(request: Request): Promise<FetchedFile | null> {
  const response = await request.response();
  if (!response || !/^https?:/.test(request.url())) return null;
  const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
  const path = new URL(request.url()).pathname;
  const headers = response.headers();
  return {
    path,
    kind: fileKind(headers['content-type'] ?? '', path),
    bytes: body.length,
    sent: sizes.responseBodySize,
    encoding: headers['content-encoding'] ?? null,
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
