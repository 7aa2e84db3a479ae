// Games brought to a chosen point and restored into a running host, so a page can open them there: at
// the start, late in the last round with the largest holdings a game gets (every seat recruiting
// whenever it can), or any other position a test builds (`guardsmanPosition` in test/renderer/games.ts).
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  activeSeats,
  apply,
  legalActions,
  newGame,
  toRecord,
  type Action,
  type GameState,
} from '../../engine/index.ts';
import type { RunningHost } from '../../main/host/server.ts';
import { hashToken } from '../../main/host/ids.ts';
import { PLAYER_COLORS } from '../../engine/players.ts';
import { NAMES, seeded } from '../renderer/games.ts';

/** Recruits first (the most expensive window), then buys, then anything; never passes while it can act. */
function hoarder(s: GameState, seat: number, pick: (n: number) => number): Action {
  const legal = legalActions(s, seat);
  const rank = (a: Action): number =>
    a.type === 'recruit' ? 0 : a.type === 'buy' ? 1 : a.type === 'plan' ? 2 : a.type === 'sell' ? 3 : 4;
  const best = Math.min(...legal.map(rank));
  const top = legal.filter((a) => rank(a) === best);
  if (best === 2) {
    // As many cards as allowed: more turns, more recruits.
    const most = Math.max(...top.map((a) => (a.type === 'plan' ? a.guilds.length : 0)));
    const full = top.filter((a) => a.type === 'plan' && a.guilds.length === most);
    return full[pick(full.length)]!;
  }
  return top[pick(top.length)]!;
}

/** The actions of a game from its start: none ('start'), or all but the last few ('late'). */
export function position(
  players: number,
  when: 'start' | 'late',
  seed = 7,
): { state: GameState; actions: Action[] } {
  const created = newGame({
    players: Array.from({ length: players }, (_, i) => ({ name: NAMES[i]!, color: PLAYER_COLORS[i]! })),
    seed: `layout-${players}-${seed}`,
  });
  if (!created.ok) throw new Error(created.error);
  const initial = created.value;
  if (when === 'start') return { state: initial, actions: [] };
  const pick = seeded(seed);
  const states: GameState[] = [initial];
  const actions: Action[] = [];
  let s = initial;
  while (s.phase !== 'finished') {
    const seats = activeSeats(s);
    const action = hoarder(s, seats[pick(seats.length)]!, pick);
    const result = apply(s, action);
    if (!result.ok) throw new Error(result.error);
    actions.push(action);
    states.push((s = result.state));
  }
  // The last state where seat 0 is to act: the holdings are as large as they get before the final scores.
  for (let i = states.length - 2; i >= 0; i--)
    if (states[i]!.phase !== 'finished' && activeSeats(states[i]!).includes(0))
      return { state: states[i]!, actions: actions.slice(0, i) };
  throw new Error('seat 0 never acts');
}

/**
 * Restores the game into the host with every seat human and away, and opens it in the page as seat 0
 * (the page claims that seat with its token, as after a reload).
 */
export function openPosition(
  page: Page,
  host: RunningHost,
  players: number,
  when: 'start' | 'late',
): Promise<void> {
  return openGame(page, host, position(players, when));
}

/** Restores a game at `state` (reached by `actions`) as `openPosition` does, and opens it as seat 0. */
export async function openGame(
  page: Page,
  host: RunningHost,
  { state, actions }: { state: GameState; actions: Action[] },
): Promise<void> {
  const players = state.seats.length;
  const tokens = Array.from({ length: players }, () => randomBytes(24).toString('base64url'));
  const id = `layout-${players}-${randomBytes(4).toString('hex')}`;
  const restored = host.lobby.restore({
    id,
    name: 'Layout',
    adminTokenHash: null,
    seats: tokens.map((t) => ({ kind: 'human', tokenHash: hashToken(t) })),
    record: toRecord(state, actions),
  });
  if (!restored.ok) throw new Error(restored.error);
  const held = { [host.wsUrl]: [{ token: tokens[0], gameId: id, seat: 0 }] };
  await page.evaluate((h) => localStorage.setItem('norenberc.tokens', h), JSON.stringify(held));
  await page.goto(`http://127.0.0.1:${host.port}/#/table/${encodeURIComponent(id)}`);
  // A new hash alone does not load the page again: the app reads its tokens when it loads.
  await page.reload();
  await page.locator('[data-testid=game][data-playing=false] [data-region=board]').waitFor();
}
