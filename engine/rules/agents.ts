// Agents: gained from agent+ craftsmen, the Councilman and favourites (never above the maximum),
// and placed on a guild's roof after each action there.
import { MAX_AGENTS } from '../model/components.ts';
import type { AgentReason, GameEvent } from '../model/events.ts';
import { guildName } from '../model/state.ts';
import type { GameState } from '../model/types.ts';

export function gainAgent(s: GameState, seat: number, reason: AgentReason, events: GameEvent[]): void {
  const p = s.seats[seat]!;
  if (p.agentsTotal >= MAX_AGENTS) {
    events.push({ type: 'agentAtMaximum', seat, reason });
    return;
  }
  p.agentsTotal++;
  events.push({ type: 'agentGained', seat, reason, total: p.agentsTotal });
}

export function agentToRoof(s: GameState, seat: number, guild: number, events: GameEvent[]): void {
  const p = s.seats[seat]!;
  s.guilds[guild]!.roof[seat]!++;
  p.agentsOnRoofs++;
  events.push({ type: 'agentToRoof', seat, guild: guildName(guild) });
}
