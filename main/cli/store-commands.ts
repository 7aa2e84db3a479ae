// `norenberc history | stats | export | import`: the match history of a data folder.
import type { BotLevel } from '../../engine/bots/index.ts';
import { defaultBotName } from '../../protocol/botNames.ts';
import { BOT_NAMES, EVERY_BOT_NAMES } from '../../languages/botNames.ts';
import type { Ladder } from '../../protocol/history.ts';
import {
  allPlayerStats,
  defaultDataDir,
  headToHead,
  importRecord,
  listMatches,
  openStore,
  type Store,
} from '../store/index.ts';
import type { MatchListItem, PlayerStats, SeatSummary, SeriesScore } from '../../protocol/history.ts';
import { readyDataFolder, storeFailure } from '../store/opening.ts';
import { readRecordText } from '../store/recordFile.ts';
import { FileProblem } from '../store/safeFiles.ts';
import { UsageError, readArgs, wholeNumber } from './args.ts';

const DATA_DIR = { 'data-dir': { type: 'string' } } as const;

export const HISTORY_USAGE = 'history [--data-dir D] [--json] [--limit N]   list matches';
export const STATS_USAGE = 'stats [--data-dir D] [--json]   statistics per player and head-to-head';
export const EXPORT_USAGE = 'export MATCH [--data-dir D]   print a match as a game record';
export const IMPORT_USAGE = 'import FILE [--data-dir D]   add a game record to the history';

/**
 * Runs `use` on the data folder's store. A folder or store that cannot be used (no folder, a full disk,
 * a read-only folder) throws StoreOpenError, which the command line says in one line.
 */
function withStore<T>(dataDir: string | undefined, use: (store: Store) => T): T {
  const dir = dataDir ?? defaultDataDir();
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  readyDataFolder(dir, log);
  let store: Store;
  try {
    store = openStore(dir, { log });
  } catch (err) {
    throw storeFailure(dir, err, 'open') ?? err;
  }
  if (store.recovered) log(store.recovered);
  if (store.lostWrites) log(`warning: ${store.lostWrites}`);
  try {
    try {
      return use(store);
    } finally {
      store.close();
    }
  } catch (err) {
    throw storeFailure(dir, err, 'use') ?? err;
  }
}

/** A record or match the command cannot use: said in one line, exit code 2. */
function refused(message: string): number {
  process.stderr.write(`${message}\n`);
  return 2;
}

export async function runHistory(args: string[]): Promise<number> {
  const { values } = readArgs(args, { ...DATA_DIR, json: { type: 'boolean' }, limit: { type: 'string' } });
  const limit = wholeNumber('--limit', values.limit, undefined, 1);
  const matches = withStore(values['data-dir'], (store) => listMatches(store.db, { limit }));
  if (values.json) {
    process.stdout.write(`${JSON.stringify(matches)}\n`);
    return 0;
  }
  if (matches.length === 0) process.stdout.write('No games yet.\n');
  const width = Math.max(0, ...matches.map((m) => when(m).length));
  for (const m of matches) {
    const seats = m.seats.map((s) => seatLine(s)).join(', ');
    const series = m.series ? `  (${seriesLine(m.series)})` : '';
    process.stdout.write(`#${m.id}  ${when(m).padEnd(width)}  ${m.playerCount}p  ${seats}${series}\n`);
  }
  return 0;
}

/**
 * The moment the app's history shows, said with what it is: when the match ended ("finished …",
 * "abandoned …"), or when it started while it goes on ("playing, started …"). Local time, as in the app.
 */
function when(m: MatchListItem): string {
  return m.finishedAt === null
    ? `${m.status}, started ${localTime(m.startedAt)}`
    : `${m.status} ${localTime(m.finishedAt)}`;
}

/** "2026-03-14 18:05", in this computer's time zone. */
function localTime(ms: number): string {
  const d = new Date(ms);
  const two = (n: number): string => String(n).padStart(2, '0');
  return (
    `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ` +
    `${two(d.getHours())}:${two(d.getMinutes())}`
  );
}

/**
 * A seat as the command line names it: a bot's default name, in whatever language the screen that
 * named it spoke, as its level in English ("Robot moyen 2" is "Medium bot 2"); a name someone gave a
 * bot with its level ("Hugo (Hard bot)").
 */
function seatName(s: Pick<SeatSummary, 'name' | 'botLevel'>): string {
  if (!s.botLevel) return s.name;
  const label = BOT_NAMES.en[s.botLevel];
  return defaultBotName(s.name, s.botLevel, label, EVERY_BOT_NAMES) ?? `${s.name} (${label})`;
}

/** "series game 2 of 3: Ben 2, Ana 0": the match's place in its series, and the wins so far, leader first. */
function seriesLine(series: SeriesScore): string {
  const wins = series.wins.map((w) => `${seatName(w)} ${w.wins}`).join(', ');
  return `series game ${series.game} of ${series.games}: ${wins}`;
}

/** A seat as the history lists it: its score, and what helped its player (hints, take-backs, a stand-in). */
function seatLine(s: SeatSummary): string {
  const aids = [
    s.hints ? counted(s.hints, 'hint') : '',
    s.takeBacks ? counted(s.takeBacks, 'take-back') : '',
    s.standIn ? `${BOT_NAMES.en[s.standIn]} stood in` : '',
  ].filter(Boolean);
  const score = s.total === null ? '' : ` ${s.total}${s.rank === 1 ? ' (won)' : ''}`;
  return `${seatName(s)}${score}${aids.length ? ` [${aids.join(', ')}]` : ''}`;
}

/** A player as the command line names them: a bot profile by its level, as the app does ("Medium bot"). */
function said(name: string, botLevel: BotLevel | null): string {
  return botLevel ? BOT_NAMES.en[botLevel] : name;
}

export async function runStats(args: string[]): Promise<number> {
  const { values } = readArgs(args, { ...DATA_DIR, json: { type: 'boolean' } });
  const { players, pairs, ladder } = withStore(values['data-dir'], (store) => {
    const all = allPlayerStats(store.db);
    return {
      players: all,
      pairs: headToHead(store.db),
      ladder: store.ladder.ladder(all.map((p) => p.playerId)),
    };
  });
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ players, headToHead: pairs, ladder })}\n`);
    return 0;
  }
  for (const p of players) {
    // A game a stand-in played any part of a seat of is not the player's own: it is counted apart.
    const parts = [
      p.games > 0 ? playedWords(p) : '',
      p.standInGames > 0 ? `${counted(p.standInGames, 'game')} a stand-in played part of (not counted)` : '',
    ].filter(Boolean);
    if (parts.length) process.stdout.write(`${said(p.name, p.botLevel)}: ${parts.join('; ')}\n`);
  }
  for (const h of pairs) {
    // Seat against seat: against a bot level with several seats a game holds several meetings.
    const meetings = h.aAhead + h.bAhead + h.level;
    const games = counted(h.games, 'game');
    const over = meetings === h.games ? games : `${games} (${meetings} meetings, one per bot seat)`;
    process.stdout.write(
      `${said(h.aName, h.aBotLevel)} vs ${said(h.bName, h.bBotLevel)}: ${h.aAhead}-${h.bAhead}, ${h.level} level, in ${over}\n`,
    );
  }
  if (players.every((p) => p.games === 0)) process.stdout.write('No finished games yet.\n');
  else writeLadder(ladder, new Map(players.map((p) => [p.playerId, said(p.name, p.botLevel)])));
  return 0;
}

/** A player's figures over the games they played to the end themselves. */
function playedWords(p: PlayerStats): string {
  const pct = (x: number): string => `${(100 * x).toFixed(0)}%`;
  return (
    `${counted(p.games, 'game')}${p.seats > p.games ? ` (${p.seats} seats)` : ''}, ` +
    `${counted(p.wins, 'win')} (${pct(p.winRate)}), average ${p.averageScore.toFixed(1)}, best ${p.bestScore}` +
    `${p.favouriteGuild ? `, favourite guild ${words(p.favouriteGuild)}` : ''}` +
    `${p.mostRecruitedTownsman ? `, most recruited ${words(p.mostRecruitedTownsman)}` : ''}` +
    `, ${p.crestsPerSeat.toFixed(1)} crests per seat`
  );
}

/** The ladder, best first by conservative rating, then the bots' fixed ratings. */
function writeLadder(ladder: Ladder, names: ReadonlyMap<number, string>): void {
  const n = (x: number): string => x.toFixed(1);
  const lines = ladder.players.map(
    (r) =>
      `  ${n(r.conservative).padStart(5)}  ${names.get(r.playerId)}: ${n(r.mu)} ± ${n(r.sigma)}, ` +
      `${counted(r.games, 'rated game')}${r.provisional ? ', provisional' : ''}\n`,
  );
  const anchors = ladder.anchors.map((a) => `${BOT_NAMES.en[a.level]} ${n(a.mu)}`).join(', ');
  process.stdout.write(
    `Ladder (conservative rating, mu - 3 sigma):\n${lines.join('')}  bots (fixed): ${anchors}\n`,
  );
}

export async function runExport(args: string[]): Promise<number> {
  const { values, positionals } = readArgs(args, DATA_DIR, ['MATCH']);
  if (!/^\d+$/.test(positionals[0]!))
    throw new UsageError('MATCH is a number that history shows (12 for #12)');
  const id = Number(positionals[0]);
  const record = withStore(values['data-dir'], (store) => store.matches.record(id));
  if (!record) return refused(`no match #${id} in the history`);
  process.stdout.write(`${JSON.stringify(record, null, 1)}\n`);
  return 0;
}

export async function runImport(args: string[]): Promise<number> {
  const { values, positionals } = readArgs(args, DATA_DIR, ['FILE']);
  const file = positionals[0]!;
  let json: unknown;
  try {
    json = JSON.parse(readRecordText(file));
  } catch (err) {
    return refused(
      err instanceof FileProblem ? err.message : `${file} is not JSON: ${(err as Error).message}`,
    );
  }
  const result = withStore(values['data-dir'], (store) => importRecord(store, json, Date.now()));
  if (!result.ok) return refused(result.error);
  process.stdout.write(
    `imported as match #${result.matchId} (${result.finished ? 'finished' : 'unfinished'})\n`,
  );
  return 0;
}

/** "1 game", "2 games": the command line speaks English. */
function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** An id as words: "taxCollector" as "Tax collector", "brewers" as "Brewers". */
function words(id: string): string {
  const spaced = id.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
