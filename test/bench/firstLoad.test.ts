// The renderer bench's sum of Home's first load: each file by its kind, the host's content types read
// as the host sends them (a .woff it serves as bytes is still a font).
import { describe, expect, it } from 'vitest';
import { fileKind, firstLoad } from '../../tools/bench/first-load.ts';

describe('firstLoad', () => {
  it('sorts the files by kind, by their content type or else their name', () => {
    expect(fileKind('text/html; charset=utf-8', '/')).toBe('html');
    expect(fileKind('text/javascript; charset=utf-8', '/assets/app.js')).toBe('script');
    expect(fileKind('text/css; charset=utf-8', '/assets/app.css')).toBe('style');
    expect(fileKind('font/woff2', '/assets/a.woff2')).toBe('font');
    expect(fileKind('application/octet-stream', '/assets/a.woff')).toBe('font');
    expect(fileKind('image/svg+xml', '/assets/icon.svg')).toBe('other');
  });

  it('sums the bytes transferred and decoded, in all and by kind', () => {
    const load = firstLoad([
      { path: '/', kind: 'html', bytes: 1000, sent: 500, encoding: 'br' },
      { path: '/a.js', kind: 'script', bytes: 9000, sent: 3000, encoding: 'br' },
      { path: '/b.js', kind: 'script', bytes: 1000, sent: 400, encoding: 'gzip' },
      { path: '/f.woff2', kind: 'font', bytes: 4000, sent: 4000, encoding: null },
    ]);
    expect(load.bytes).toBe(15_000);
    expect(load.sent).toBe(7900);
    expect(load.sentByKind).toEqual({ html: 500, script: 3400, style: 0, font: 4000, other: 0 });
  });
});
