// The evening's record against the real `norenberc host` program (issue "A LAN evening without a
// hitch", item 4): the chat is stored with the game and comes back after a kill -9 and a restart; the
// live log says when a stand-in takes an absent player's seat and when the player is back, and names
// the stand-in's moves as the bot's for its player; the replay and the match list say the same, and
// the database holds the chat lines.
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../languages/en/messages.ts';
import { appUrl, launch, logLines, moves, play } from './driver.ts';
import {
  handToStandIn,
  joinTable,
  moveCount,
  openTable,
  press,
  readDatabase,
  typeInto,
  type Player,
} from './journey.ts';
import { newDataDir, startHostProgram, type Program } from './programs.ts';

const PLAYS_FOR = en.guests.playsFor('Medium bot', 'Ben');
const FOR_BEN = en.guests.standInFor('Medium bot', 'Ben');
const BACK = en.guests.isBack('Ben');
const PLAYED_FOR = en.guests.playedFor('Medium bot', 'Ben');

async function say(writer: Player, text: string): Promise<void> {
  await typeInto(writer, '[data-testid=chat-input]', text);
  await writer.page.keyboard.press('Enter');
  await writer.page.locator('[data-testid=chat-lines] li', { hasText: text }).waitFor();
}

/** The page's live log, line by line. */
describe("the evening's record", () => {
  const live: { program?: Program } = {};

  it('keeps the chat over a kill -9 and tells the stand-in in the log, the replay and the match list', async () => {
    const dataDir = newDataDir('lan-record');
    live.program = await startHostProgram(dataDir);
    const { port } = live.program;
    const browser = await launch();
    try {
      const ana = await openTable(browser, live.program, 'Ana', 'Record table', { open: 1 });
      const ben = await joinTable(browser, live.program, 'Ben', 'Record table');
      await press(ana, '[data-testid=lobby-start]');
      for (const p of [ana, ben]) await p.page.locator('[data-testid=plan-confirm]').waitFor();
      await say(ana, 'Tea is on the table.');
      await say(ben, 'Thanks, Ana!');
      await Promise.all(
        [ana, ben].map((p) => play(p.page, { stop: async () => Number(await moves(p.page)) >= 3 })),
      );

      // Ben's page closes; Ana hands his seat to a medium bot: the log says so, and names its moves.
      const table = await handToStandIn(ana, ben, 'medium');
      await ana.page.locator('[data-testid=log] li', { hasText: PLAYS_FOR }).waitFor();
      const handedAt = await moveCount(ana.page);
      await play(ana.page, { stop: async () => (await moveCount(ana.page)) >= handedAt + 6 });
      await ana.page.locator('[data-testid=log] li', { hasText: FOR_BEN }).first().waitFor();

      // Ben comes back: the log says that too, and his moves are his own again.
      const back = await ben.context.newPage();
      await back.goto(table);
      await back.locator('[data-testid=game]').waitFor();
      await ana.page.locator('[data-testid=log] li', { hasText: BACK }).waitFor();
      const told = await logLines(ana.page);
      const byStandIn = told.flatMap((line, i) => (line.startsWith(FOR_BEN) ? [i] : []));
      expect(told.indexOf(PLAYS_FOR)).toBeLessThan(byStandIn[0]!);
      expect(byStandIn.at(-1)!).toBeLessThan(told.indexOf(BACK));

      // The host dies without closing anything and starts again where it was: a page opened afresh
      // gets the chat and the log's stand-in lines from it.
      await live.program.kill();
      live.program = await startHostProgram(dataDir, ['--port', String(port)]);
      await ana.page.reload();
      await ana.page.locator('[data-testid=game]').waitFor();
      for (const text of ['Tea is on the table.', 'Thanks, Ana!'])
        await ana.page.locator('[data-testid=chat-lines] li', { hasText: text }).waitFor();
      await ana.page.locator('[data-testid=log] li', { hasText: PLAYS_FOR }).waitFor();
      await ana.page.locator('[data-testid=log] li', { hasText: BACK }).waitFor();
      await back.locator('[data-testid=connection]').waitFor({ state: 'detached', timeout: 60_000 });
      expect(await Promise.all([play(ana.page), play(back)])).toEqual(['final', 'final']);

      // The match list tells it in the past; the replay as the live log did.
      await ana.page.goto(appUrl(live.program, '#/history'));
      const match = ana.page.locator('[data-testid=match]').first();
      expect(await match.locator('[data-testid=stand-in]').innerText()).toBe(`(${PLAYED_FOR})`);
      await match.locator('[data-testid=open-replay]').click();
      const steps = ana.page.locator('[data-testid=replay-actions]');
      await steps.waitFor();
      const replayed = await steps.innerText();
      expect(replayed).toContain(PLAYS_FOR);
      expect(replayed).toContain(`${FOR_BEN} `);
      expect(replayed).toContain(BACK);
      expect(replayed.indexOf(PLAYS_FOR)).toBeLessThan(replayed.indexOf(BACK));
    } finally {
      await browser.close();
      expect(await live.program.stop()).toBe(0);
    }

    const db = readDatabase(dataDir);
    try {
      const lines = db.prepare('SELECT n, seat, name, content FROM chat_lines ORDER BY n').all();
      expect(lines).toEqual([
        {
          n: 1,
          seat: 0,
          name: 'Ana',
          content: JSON.stringify({ kind: 'text', text: 'Tea is on the table.' }),
        },
        { n: 2, seat: 1, name: 'Ben', content: JSON.stringify({ kind: 'text', text: 'Thanks, Ana!' }) },
      ]);
    } finally {
      db.close();
    }
  });
});
