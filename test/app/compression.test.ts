// A renderer's files as the real `norenberc host` sends them (`--static`, a folder laid out as a build
// is): its page and scripts compressed with brotli or gzip as the browser accepts (Content-Encoding,
// and Vary so that a cache in between keeps each apart), each body giving the file back whole; a
// browser that accepts neither gets the file as it is, and a font, compressed already, goes as it is
// to every browser.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newDataDir, startHostProgram, trackPrograms } from '../browser/programs.ts';

const track = trackPrograms();

/** A static folder as a build lays it out: a page, a script of some size, a font. */
function built(): string {
  const dir = newDataDir('static');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>Norenberc</title>${'<p>guilds</p>'.repeat(200)}`,
  );
  const script = Array.from({ length: 2000 }, (_, i) => `export const guild${i} = 'guild ${i % 6}';`).join(
    '\n',
  );
  writeFileSync(join(dir, 'assets', 'app-1.js'), script);
  writeFileSync(join(dir, 'assets', 'alegreya-1.woff2'), Buffer.alloc(20_000, 7));
  return dir;
}

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(port: number, path: string, accept?: string, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) => {
    const headers = accept === undefined ? {} : { 'accept-encoding': accept };
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the renderer sent compressed', () => {
  it('as brotli or gzip, as the browser accepts, and as it is to one that accepts neither', async () => {
    const root = built();
    const program = await track(startHostProgram(newDataDir('compression'), ['--static', root]));
    const page = readFileSync(join(root, 'index.html'));
    const script = '/assets/app-1.js';
    const scriptFile = readFileSync(join(root, script));

    const br = await get(program.port, script, 'gzip, deflate, br, zstd');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body)).toEqual(scriptFile);
    expect(br.body.length).toBeLessThan(scriptFile.length / 2);

    const gzip = await get(program.port, '/', 'gzip');
    expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
    expect(gunzipSync(gzip.body)).toEqual(page);

    const plain = await get(program.port, script, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toEqual(scriptFile);
    expect((await get(program.port, script)).body).toEqual(scriptFile);

    // HEAD: the same headers, no body.
    const head = await get(program.port, script, 'br', 'HEAD');
    expect(head.headers).toMatchObject({
      'content-encoding': 'br',
      'content-length': String(br.body.length),
    });
    expect(head.body.length).toBe(0);

    // A font is compressed already: as it is, whatever the browser accepts.
    const sent = await get(program.port, '/assets/alegreya-1.woff2', 'br, gzip');
    expect(sent.headers['content-encoding']).toBeUndefined();
    expect(sent.body).toEqual(readFileSync(join(root, 'assets', 'alegreya-1.woff2')));
  });
});
