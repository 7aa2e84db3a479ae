// The final scoring as a table by category, and who won and why (docs/components.md §17: VP, then
// craftsman tiles, then craftsman value; a tie beyond that is a shared win).
import { CREST_VP, type ScoreBreakdown, type SeatScore } from '../../engine/index.ts';
import type { Messages } from '../../languages/en/messages.ts';

export const CATEGORIES: readonly (keyof ScoreBreakdown)[] = [
  'townsmen',
  'majorities',
  'thirtyPlus',
  'allTypes',
  'richest',
  'crests',
];

/** Seats from the winner down. */
export function ranked(scores: readonly SeatScore[]): SeatScore[] {
  return [...scores].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
}

export interface Verdict {
  winners: number[];
  /** Why the winner is ahead of the runner-up (or why the win is shared). */
  reason: string;
}

export function verdict(m: Messages, scores: readonly SeatScore[]): Verdict {
  const order = ranked(scores);
  const winners = order.filter((s) => s.rank === 1);
  const top = winners[0]!;
  const next = order.find((s) => s.rank > 1);
  if (winners.length > 1) return { winners: winners.map((s) => s.seat), reason: m.scoring.fullTie };
  if (!next) return { winners: [top.seat], reason: '' };
  const reason =
    top.total !== next.total ? m.scoring.clearWin(top.total, next.total) : tieBreak(m, top, next);
  return { winners: [top.seat], reason };
}

/** Why a seat placed ahead of the next one it ties with on VP: more craftsmen, else their value. */
function tieBreak(m: Messages, a: SeatScore, b: SeatScore): string {
  return a.craftsmen !== b.craftsmen
    ? m.scoring.byCraftsmen(a.total, a.craftsmen, b.craftsmen)
    : m.scoring.byValue(a.total, a.craftsmenValue, b.craftsmenValue);
}

/**
 * Below the winners (whose reason `verdict` gives), each tie on VP and how it was broken: "Medium bot 2
 * places ahead of Medium bot. Tied on 12 VP; more craftsmen decide (7 against 5)." or a place shared.
 */
export function placeTies(
  m: Messages,
  scores: readonly SeatScore[],
  name: (seat: number) => string,
): string[] {
  const below = ranked(scores).filter((s) => s.rank > 1);
  const said: string[] = [];
  for (let i = 0; i < below.length - 1; i++) {
    const [a, b] = [below[i]!, below[i + 1]!];
    if (a.total !== b.total) continue;
    if (a.rank !== b.rank) said.push(`${m.scoring.aheadOf(name(a.seat), name(b.seat))} ${tieBreak(m, a, b)}`);
    else if (below[i - 1]?.rank !== a.rank) {
      const sharing = below.filter((s) => s.rank === a.rank).map((s) => name(s.seat));
      said.push(m.scoring.sharedRank(sharing.join(' & '), a.rank));
    }
  }
  return said;
}

type MajorityRow = { count: number; value: number; place: number; vp: number };

/** The parts of a seat's cell in the majorities by guild: "14 (3)", "3rd", "1 VP" (value, tiles, place, VP). */
export function majorityParts(m: Messages, row: MajorityRow): string[] {
  const held = row.count ? `${row.value} (${row.count})` : '–';
  return row.place ? [held, m.scoring.place(row.place), `${row.vp} ${m.scoring.vp}`] : [held];
}

/** A seat's cell in the majorities by guild: "14 (3) · 3rd · 1 VP". */
export function majorityCell(m: Messages, row: MajorityRow): string {
  return majorityParts(m, row).join(' · ');
}

/** The crest collection's scale, "0–2 → 0 VP, 3 → 2 VP, 4 → 5 VP, …" (from the rules' own table). */
export function crestScale(m: Messages): string {
  const last = CREST_VP.length - 1;
  const none = CREST_VP.findIndex((vp) => vp > 0) - 1;
  const steps = [
    m.scoreHelp.crestNone(none),
    ...CREST_VP.flatMap((vp, n) => (vp > 0 ? [m.scoreHelp.crestStep(n, vp, n === last)] : [])),
  ];
  return new Intl.ListFormat(m.locale, { type: 'unit' }).format(steps);
}
