// The renderer's text files (the page, scripts, styles, pictures drawn in SVG) sent compressed to the
// browsers that accept it: brotli, else gzip (node:zlib), made on a file's first request in the thread
// pool and kept while the file is unchanged, so that a phone on a party's Wi-Fi fetches a fraction of
// the bytes. Fonts (woff2) and pictures are compressed already: they go as they are.
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Brotli first: a third smaller than gzip on the renderer's scripts. */
const PREFERRED: readonly Encoding[] = ['br', 'gzip'];

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.wasm', '.ico']);

/** Below this, a file gains less than the encoding costs the browser. */
const MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** Whether a file of this name and size is sent compressed to a browser that accepts it. */
export function compressible(file: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.has(extname(file).toLowerCase());
}

/**
 * The encoding to send for an `Accept-Encoding` header (RFC 9110 §12.5.3): the accepted one with the
 * highest weight, brotli before gzip at equal weight; `*` weighs the encodings not named; a weight of 0
 * refuses. Null: the file as it is.
 */
export function chosenEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? Math.min(1, Math.max(0, weight)) : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERRED) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

interface Kept {
  /** The file as it was compressed: a change of either makes it anew. */
  version: string;
  bodies: Promise<Record<Encoding, Buffer>>;
}

/** Each file's compressed bodies, made once per version of the file (every request for it waits on the same). */
export class CompressedFiles {
  private readonly kept = new Map<string, Kept>();

  bodies(
    file: string,
    stat: { mtimeMs: number; size: number },
    read: () => Promise<Buffer>,
  ): Promise<Record<Encoding, Buffer>> {
    const version = `${stat.mtimeMs} ${stat.size}`;
    const known = this.kept.get(file);
    if (known?.version === version) return known.bodies;
    const bodies = read().then(async (body) => {
      const [br, gz] = await Promise.all([
        toBrotli(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            // Quality 5: a twentieth of the default's (11) processor time for a file 4 % larger, so that
            // a busy host answers a first request at once.
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        toGzip(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      return { br, gzip: gz };
    });
    // A file that could not be read is tried again on its next request.
    bodies.catch(() => {
      if (this.kept.get(file)?.bodies === bodies) this.kept.delete(file);
    });
    this.kept.set(file, { version, bodies });
    return bodies;
  }
}
