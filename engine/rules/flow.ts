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
  for (let g = after + 1; g < s.guilds.length; g++) {
    const n = planners(s, g);
    if (n === 0) continue;
    const seats = new Array<number>(n);
    let i = 0;
    for (const seat of s.turnOrder) if (s.seats[seat]!.plan?.includes(g)) seats[i++] = seat;
    s.resolving = { guild: g, revealed: seats.length };
    events.push({ type: 'guildCalled', guild: guildName(g), seats });
    return;
  }
  s.resolving = null;
  endTurn(s, events);
}

/** How many seats' plans hold guild g. */
function planners(s: GameState, g: number): number {
  let n = 0;
  for (const p of s.seats) if (p.plan !== null && p.plan.includes(g)) n++;
  return n;
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
