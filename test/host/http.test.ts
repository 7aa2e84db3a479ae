// The host's HTTP face: /health, the renderer's files (or a 503 saying how to build them), and
// nothing outside the static directory.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../../main/host/server.ts';
import { RawClient, testHost } from './helpers.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'norenberc-static-'));
  await mkdir(join(dir, 'renderer', 'assets'), { recursive: true });
  await writeFile(join(dir, 'renderer', 'index.html'), '<!doctype html><title>Norenberc</title>');
  await writeFile(join(dir, 'renderer', 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(dir, 'secret.txt'), 'outside');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A raw GET, so that the path reaches the host exactly as written (no client-side normalising). */
function get(
  host: RunningHost,
  path: string,
  method = 'GET',
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, method }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('http', () => {
  it('reports health with the numbers of games and clients', async () => {
    const host = await testHost({ staticDir: join(dir, 'missing') });
    expect(JSON.parse((await get(host, '/health')).body)).toEqual({
      ok: true,
      app: 'norenberc',
      games: 0,
      clients: 0,
    });
    const client = await RawClient.open(host.wsUrl);
    await client.request(1, { type: 'create', seats: [{ kind: 'local', name: 'Ana' }, { kind: 'open' }] });
    const health = await get(host, '/health');
    expect(health.status).toBe(200);
    expect(health.type).toBe('application/json');
    expect(JSON.parse(health.body)).toEqual({ ok: true, app: 'norenberc', games: 1, clients: 1 });
    client.close();
    await host.close();
  });

  it('answers 503 with how to build the renderer when it is not built', async () => {
    const host = await testHost({ staticDir: join(dir, 'missing') });
    const res = await get(host, '/');
    expect(res.status).toBe(503);
    expect(res.body).toMatch(/not built/);
    expect(res.body).toMatch(/dist\/renderer/);
    await host.close();
  });

  it('serves the built renderer, and nothing outside its directory', async () => {
    const host = await testHost({ staticDir: join(dir, 'renderer') });
    const index = await get(host, '/');
    expect(index).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(index.body).toContain('<title>Norenberc</title>');
    expect(await get(host, '/assets/app.js')).toMatchObject({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      body: 'console.log(1)',
    });
    expect((await get(host, '/assets/app.js', 'HEAD')).body).toBe('');
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%00',
      '/%E0%A4%A',
    ]) {
      const res = await get(host, path);
      expect([400, 404], path).toContain(res.status);
      expect(res.body).not.toContain('outside');
    }
    expect((await get(host, '/nothing.js')).status).toBe(404);
    expect((await get(host, '/', 'POST')).status).toBe(405);
    await host.close();
  });

  it('upgrades to WebSocket only on the protocol path', async () => {
    const host = await testHost();
    await expect(RawClient.open(`ws://127.0.0.1:${host.port}/other`)).rejects.toThrow(/404/);
    await host.close();
  });
});
