// Planning phase: every seat still in the round secretly plans distinct guilds (at most its available
// agents) or passes; nothing is revealed until all have planned (docs/components.md §1).
import { guildIndex } from '../model/components.ts';
import type { GameEvent } from '../model/events.ts';
import { agentsAvailable } from '../model/state.ts';
import type { GameState } from '../model/types.ts';

export function checkPlan(s: GameState, seat: number, guilds: unknown): string | null {
  if (!Array.isArray(guilds) || guilds.length === 0) {
    return 'a plan names at least one guild (plan nothing by passing)';
  }
  let seen = 0;
  for (const id of guilds) {
    const g = typeof id === 'string' ? guildIndex(id) : -1;
    if (g < 0) return `"${String(id)}" is not a guild`;
    if (g >= s.guilds.length) return `${id} is not in play in this game`;
    if (seen & (1 << g)) return `${id} is planned twice: one card per guild`;
    seen |= 1 << g;
  }
  const available = agentsAvailable(s.seats[seat]!);
  if (guilds.length > available) {
    return `${guilds.length} cards need ${guilds.length} agents, and only ${available} are available`;
  }
  return null;
}

export function doPlan(s: GameState, seat: number, guilds: string[], events: GameEvent[]): void {
  s.seats[seat]!.plan = planOf(guilds);
  events.push({ type: 'planned', seat, cards: guilds.length });
}

/** Guild indexes in ascending order (a plan's guilds are distinct and few: an insertion sort). */
function planOf(guilds: readonly string[]): number[] {
  const plan = new Array<number>(guilds.length);
  for (let n = 0; n < guilds.length; n++) {
    const g = guildIndex(guilds[n]!);
    let i = n;
    for (; i > 0 && plan[i - 1]! > g; i--) plan[i] = plan[i - 1]!;
    plan[i] = g;
  }
  return plan;
}

export function doPass(s: GameState, seat: number, events: GameEvent[]): void {
  const p = s.seats[seat]!;
  p.plan = [];
  p.finished = true;
  events.push({ type: 'passed', seat });
}

export function planningComplete(s: GameState): boolean {
  for (const p of s.seats) if (!p.finished && p.plan === null) return false;
  return true;
}
