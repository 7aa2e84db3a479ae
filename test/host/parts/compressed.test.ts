// The renderer's files compressed, alone: which encoding an Accept-Encoding header gets (weights,
// `*`, a refusal by weight 0), which files are compressed at all, and each file compressed once per
// version of it, the bodies giving the file back.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedFiles, chosenEncoding, compressible } from '../../../main/host/compressed.ts';

describe('compressed files', () => {
  it('choose brotli, else gzip, as the browser weighs them, and nothing it refuses', () => {
    const cases: [string | undefined, string | null][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', null],
      ['*', 'br'],
      ['*;q=0.2, br;q=0', 'gzip'],
      ['identity', null],
      ['GZIP ; q=0.8', 'gzip'],
      ['br;q=nonsense, gzip;q=0.1', 'gzip'],
      ['', null],
      [undefined, null],
    ];
    expect(cases.map(([accept]) => chosenEncoding(accept))).toEqual(cases.map(([, chosen]) => chosen));
  });

  it('compress text files of a kilobyte or more, never fonts or pictures', () => {
    expect(compressible('/r/assets/app-1.js', 120_000)).toBe(true);
    expect(compressible('/r/index.html', 1_200)).toBe(true);
    expect(compressible('/r/assets/house.SVG', 4_000)).toBe(true);
    expect(compressible('/r/assets/tiny.css', 200)).toBe(false);
    expect(compressible('/r/assets/alegreya.woff2', 43_000)).toBe(false);
    expect(compressible('/r/assets/board.png', 90_000)).toBe(false);
  });

  it('make each file once per version, its bodies giving the file back', async () => {
    const files = new CompressedFiles();
    const text = Buffer.from('the guilds of medieval Nuremberg '.repeat(200));
    let reads = 0;
    const read = async (): Promise<Buffer> => {
      reads++;
      return text;
    };
    const version = { mtimeMs: 1, size: text.length };
    const [first, again] = await Promise.all([
      files.bodies('/r/app.js', version, read),
      files.bodies('/r/app.js', version, read),
    ]);
    expect(again).toBe(first);
    expect(reads).toBe(1);
    expect(brotliDecompressSync(first.br)).toEqual(text);
    expect(gunzipSync(first.gzip)).toEqual(text);
    expect(first.br.length).toBeLessThan(first.gzip.length);
    expect(first.gzip.length).toBeLessThan(text.length / 10);
    // The file changed: made anew.
    await files.bodies('/r/app.js', { mtimeMs: 2, size: text.length }, read);
    expect(reads).toBe(2);
    // A file that could not be read is tried again next time.
    const failing = async (): Promise<Buffer> => {
      throw new Error('EACCES');
    };
    await expect(files.bodies('/r/gone.js', version, failing)).rejects.toThrow('EACCES');
    expect(await files.bodies('/r/gone.js', version, read)).toMatchObject({ br: expect.any(Buffer) });
  });
});
