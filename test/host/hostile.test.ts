// What a hostile page or guest can try over HTTP and the protocol: framing the host's pages, and
// numbers out of range in a history request (issue 16, findings 7 and 8).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHostStore } from '../../main/store/hostStore.ts';
import type { RunningHost } from '../../main/host/server.ts';
import { RawClient, testHost } from './helpers.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'norenberc-hostile-'));
  await mkdir(join(dir, 'renderer'), { recursive: true });
  await writeFile(join(dir, 'renderer', 'index.html'), '<!doctype html><title>Norenberc</title>');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function headers(host: RunningHost, path: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a hostile page or guest', () => {
  it('cannot frame any page the host serves', async () => {
    const host = await testHost({ staticDir: join(dir, 'renderer') });
    const notBuilt = await testHost({ staticDir: join(dir, 'missing') });
    try {
      for (const [h, path] of [
        [host, '/'],
        [host, '/index.html'],
        [host, '/missing.js'],
        [host, '/health'],
        [notBuilt, '/'],
      ] as const) {
        const got = await headers(h, path);
        expect(got['x-frame-options'], path).toBe('DENY');
        expect(got['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
      }
    } finally {
      await host.close();
      await notBuilt.close();
    }
  });

  it('gets a validation error, not an internal one, for a history page out of range', async () => {
    const opened = openHostStore(join(dir, 'data'), () => {});
    const logged: string[] = [];
    const host = await testHost({ store: opened.store, archive: opened.store, log: (l) => logged.push(l) });
    const client = await RawClient.open(host.wsUrl);
    try {
      for (const [id, page] of [
        [1, { offset: 1e308 }],
        [2, { limit: 1e308 }],
        [3, { offset: -1 }],
        [4, { limit: 0.5 }],
        [5, { limit: 100_000 }],
      ] as const) {
        const answer = await client.request(id, { type: 'history', ...page });
        expect(answer, JSON.stringify(page)).toMatchObject({ type: 'error', code: 'invalid' });
      }
      expect(await client.request(6, { type: 'history', offset: 1_000_000, limit: 200 })).toMatchObject({
        type: 'history',
        matches: [],
      });
      expect(logged.filter((l) => /internal|mismatch/i.test(l))).toEqual([]);
    } finally {
      client.close();
      await host.close();
      opened.close();
    }
  });
});
