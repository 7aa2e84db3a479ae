// The built renderer, served over HTTP so that a guest without the app can play from a browser: its
// text files compressed for the browsers that accept it (compressed.ts).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { chosenEncoding, compressible, type CompressedFiles } from './compressed.ts';
import { CONTENT_SECURITY_POLICY } from './csp.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Sent with every response: no other site may frame the host's pages (clickjacking a seat), and the
 * renderer's policy holds as a header too, not only as its meta tag (which cannot set frame-ancestors).
 */
export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

const NOT_BUILT =
  'The Norenberc web interface is not built on this host yet (no index.html in its static directory).\n' +
  'Build the renderer into dist/renderer (or start the host with --static DIR) and reload.\n' +
  'The game protocol itself is up: WebSocket at /ws, status at /health.\n';

/** Answers a GET or HEAD for a file under `root`; never outside it. */
export async function serveFile(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  compressed: CompressedFiles,
): Promise<void> {
  const base = resolve(root);
  if (!(await isFile(join(base, 'index.html')))) return text(res, 503, NOT_BUILT);
  let relative: string;
  try {
    relative = decodeURIComponent(pathname);
  } catch {
    return text(res, 400, 'bad path\n');
  }
  if (relative.includes('\0')) return text(res, 400, 'bad path\n');
  let file = resolve(base, `.${relative.startsWith('/') ? relative : `/${relative}`}`);
  if (file !== base && !file.startsWith(base + sep)) return text(res, 404, 'not found\n');
  if (file === base || relative.endsWith('/')) file = join(file, 'index.html');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return text(res, 404, 'not found\n');
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  if (!compressible(file, info.size)) {
    res.writeHead(200, { 'content-type': type, 'content-length': info.size, ...SECURITY_HEADERS });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
    return;
  }
  // The answer depends on what the browser accepts: a cache in between keeps one copy per encoding.
  const encoding = chosenEncoding(req.headers['accept-encoding']);
  const body = encoding
    ? (await compressed.bodies(file, info, () => readFile(file)))[encoding]
    : await readFile(file);
  res.writeHead(200, {
    'content-type': type,
    'content-length': body.length,
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...SECURITY_HEADERS,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...SECURITY_HEADERS,
  });
  res.end(body);
}

async function isFile(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info?.isFile() ?? false;
}
