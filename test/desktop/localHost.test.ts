// The app's own host on this machine says so in its welcome, so that the renderer names it in the
// player's language; any other host goes by the name it was given.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startApp } from '../../main/app/compose.ts';
import { connect } from '../../protocol/client.ts';
import { testHost } from '../host/helpers.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

describe("the app's hosts", () => {
  it('mark the local one as local in its welcome, and another host is not', async () => {
    const app = await startApp({
      program: 'desktop',
      dataDir: mkdtempSync(join(tmpdir(), 'norenberc-local-host-')),
      localPort: 0,
      mdns: { advertise: false },
      log: () => {},
    });
    cleanup.push(() => app.close());
    const other = await testHost({ name: "Ana's table" });
    cleanup.push(() => other.close());
    const local = await connect(app.hosts.local!.wsUrl, { WebSocket, reconnect: false });
    const guest = await connect(other.wsUrl, { WebSocket, reconnect: false });
    cleanup.push(
      () => local.close(),
      () => guest.close(),
    );
    expect(local.welcome!.host).toMatchObject({ local: true });
    expect(guest.welcome!.host).toMatchObject({ name: "Ana's table", local: false });
  });
});
