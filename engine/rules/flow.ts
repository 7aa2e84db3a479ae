// How the game moves on by itself: from planning to the action phase, guild by guild, seat by seat,
// to the turn end, the round end and the end of the game.
import { ROUNDS } from '../model/components.ts';
import type { GameEvent } from '../model/events.ts';
import { score } from './scoring.ts';
import { agentsAvailable, currentActor, guildName, ownSeatRecords } from '../model/state.ts';
import type { GameState } from '../model/types.ts';
import { planningComplete } from './planning.ts';
import { endRound } from './roundEnd.ts';

/** Called after every action: moves the game on until someone has to decide something. */
export function advance(s: GameState, events: GameEvent[]): void {
  if (s.phase === 'planning') {
    if (!planningComplete(s)) return;
    s.phase = 'action';
    s.resolving = null;
    callNextGuild(s, -1, events);
  }
  while (s.phase === 'action' && s.resolving && currentActor(s) === null) {
    callNextGuild(s, s.resolving.guild, events);
  }
}

function callNextGuild(s: GameState, after: number, events: GameEvent[]): void {
  // The next guild called is the lowest after `after` that some plan holds.
  let g = -1;
  let n = 0;
  for (const p of s.seats) {
    if (p.plan === null) continue;
    for (const x of p.plan) {
      if (x <= after || (g >= 0 && x > g)) continue;
      if (x !== g) n = 0;
      g = x;
      n++;
    }
  }
  if (g < 0) {
    s.resolving = null;
    endTurn(s, events);
    return;
  }
  const seats = new Array<number>(n);
  let i = 0;
  for (const seat of s.turnOrder) if (holds(s.seats[seat]!.plan, g)) seats[i++] = seat;
  s.resolving = { guild: g, revealed: n };
  events.push({ type: 'guildCalled', guild: guildName(g), seats });
}

function holds(plan: readonly number[] | null, g: number): boolean {
  if (plan === null) return false;
  for (let k = 0; k < plan.length; k++) if (plan[k] === g) return true;
  return false;
}

function endTurn(s: GameState, events: GameEvent[]): void {
  ownSeatRecords(s);
  const nowFinished: number[] = [];
  let playing = false;
  for (let seat = 0; seat < s.seats.length; seat++) {
    const p = s.seats[seat]!;
    p.plan = null;
    if (!p.finished && agentsAvailable(p) === 0) {
      p.finished = true;
      nowFinished.push(seat);
    }
    if (!p.finished) playing = true;
  }
  events.push({ type: 'turnEnded', round: s.round, turn: s.turn, nowFinished });
  if (playing) {
    s.turn++;
    startTurn(s, events);
    return;
  }
  endRound(s, events);
  if (s.round === ROUNDS) {
    s.phase = 'finished';
    events.push({ type: 'gameEnded', scores: score(s) });
    return;
  }
  s.round++;
  s.turn = 1;
  events.push({
    type: 'roundStarted',
    round: s.round,
    prestige: s.prestige === null ? null : guildName(s.prestige),
  });
  startTurn(s, events);
}

function startTurn(s: GameState, events: GameEvent[]): void {
  s.phase = 'planning';
  const planners: number[] = [];
  for (let seat = 0; seat < s.seats.length; seat++) if (!s.seats[seat]!.finished) planners.push(seat);
  events.push({ type: 'turnStarted', round: s.round, turn: s.turn, planners });
}
