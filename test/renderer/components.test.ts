// The board and the panels rendered in a DOM: what a seat sees, and that only legal actions are sent.
import { describe, expect, it, vi } from 'vitest';
import { flushSync } from 'svelte';
import { apply, components, view, type Action, type GameState } from '../../engine/index.ts';
import { messages as en } from '../../languages/en/messages.ts';
import { botName, namedAsBot, namedView, playerLabel, seatName } from '../../renderer/view/names.ts';
import { messages as fr } from '../../languages/fr/messages.ts';
import { messages as de } from '../../languages/de/messages.ts';
import { tileExplanation } from '../../renderer/view/tiles.ts';
import Board from '../../renderer/board/Board.svelte';
import GuildHouse from '../../renderer/board/GuildHouse.svelte';
import PlayerArea from '../../renderer/board/PlayerArea.svelte';
import PlanningPanel from '../../renderer/play/PlanningPanel.svelte';
import GuildTurnPanel from '../../renderer/play/GuildTurnPanel.svelte';
import FinalScores from '../../renderer/play/FinalScores.svelte';
import { Draft } from '../../renderer/play/draft.svelte.ts';
import { legalFor, planningChoices, turnChoices } from '../../renderer/view/choices.ts';
import { newState, playRandom } from './games.ts';
import { render } from './mount.ts';

function step(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe('a player area', () => {
  const s = newState(3, 'areas');
  it('shows talers to their owner only while the game runs', () => {
    const v = view(s, 1);
    const mine = render(PlayerArea, { seat: v.seats[1]!, view: v });
    const other = render(PlayerArea, { seat: v.seats[2]!, view: v });
    expect(mine.querySelector('[data-testid=talers-1]')!.textContent).toContain('25');
    expect(other.querySelector('[data-testid=talers-2]')!.textContent).toContain('?');
    expect(other.textContent).not.toContain('25');
  });

  it("shows everyone's talers once the game is over", () => {
    const end = playRandom(2, 4, () => {});
    const v = view(end, 0);
    const other = render(PlayerArea, { seat: v.seats[1]!, view: v });
    expect(other.querySelector('[data-testid=talers-1]')!.textContent).toContain(
      String(end.seats[1]!.talers),
    );
  });

  it('says a player is away, and who plays meanwhile, only while the game runs', () => {
    const info = {
      seat: 1,
      kind: 'human',
      name: 'Ben',
      color: null,
      connected: false,
      level: 'easy',
    } as const;
    const running = view(s, 0);
    expect(render(PlayerArea, { seat: running.seats[1]!, view: running, info }).textContent).toContain(
      en.player.standIn('easy'),
    );
    const over = view(
      playRandom(2, 4, () => {}),
      0,
    );
    expect(render(PlayerArea, { seat: over.seats[1]!, view: over, info }).textContent).not.toContain('Away');
  });
});

describe('the board', () => {
  // A position whose turn order is neither the seats' nor the viewer's first.
  let order: GameState | null = null;
  playRandom(4, 8, (state) => {
    if (!order && state.turnOrder.join() !== '0,1,2,3' && state.turnOrder[0] !== 1) order = state;
  });
  const areas = (el: HTMLElement) =>
    [...el.querySelectorAll<HTMLElement>('.player')].map((a) => Number(a.dataset.testid!.split('-')[1]));

  it("puts the viewer's area first, then the others in seat order", () => {
    const v = view(order!, 1);
    expect(areas(render(Board, { view: v, controls: {} }))).toEqual([1, 0, 2, 3]);
  });

  it("puts a table display's rows in turn order, as the players beside it", () => {
    const v = view(order!, null);
    expect(areas(render(Board, { view: v, controls: {}, you: false, display: true }))).toEqual(v.turnOrder);
  });
});

describe('a guild house', () => {
  const s = newState(2, 'house');
  const v = view(s, 0);
  const guild = v.guilds[0]!;

  it('draws its windows with labels and explanations, and its price', () => {
    const el = render(GuildHouse, { guild, view: v });
    expect(el.querySelectorAll('[data-anchor^="guild:brewers:workshop:"]')).toHaveLength(4);
    expect(el.querySelectorAll('[data-anchor^="guild:brewers:lodging:"]')).toHaveLength(4);
    const gm = el.querySelector('[data-anchor="guild:brewers:workshop:0"]')!;
    expect(gm.getAttribute('aria-label')).toMatch(/^Guildmaster: Brewer \d/);
    expect(gm.getAttribute('aria-description')).toMatch(/favourite/);
    expect(el.textContent).toContain(String(guild.price));
    expect(el.querySelectorAll('button')).toHaveLength(0);
  });

  it('lets the seat pick only the windows it may recruit from', () => {
    const picked: number[] = [];
    const el = render(GuildHouse, {
      guild,
      view: v,
      controls: { recruitable: () => [2, 4], pick: (_g: string, w: number) => picked.push(w) },
    });
    const buttons = [...el.querySelectorAll<HTMLButtonElement>('button[data-testid^=lodging-]')];
    expect(buttons.map((b) => b.dataset.testid)).toEqual(['lodging-brewers-2', 'lodging-brewers-4']);
    buttons[1]!.click();
    expect(picked).toEqual([4]);
  });
});

describe('the planning panel', () => {
  it('sends only a legal plan, or a pass', () => {
    const s = newState(2, 'plan');
    const v = view(s, 0);
    const actions = legalFor(v);
    const sent: Action[] = [];
    const draft = new Draft();
    const el = render(PlanningPanel, {
      view: v,
      choices: planningChoices(actions)!,
      actions,
      draft,
      busy: false,
      send: (a: Action) => sent.push(a),
    });
    const confirm = el.querySelector<HTMLButtonElement>('[data-testid=plan-confirm]')!;
    expect(confirm.disabled).toBe(true);
    const boxes = el.querySelectorAll<HTMLInputElement>('input[type=checkbox]');
    boxes[2]!.click();
    boxes[0]!.click();
    flushSync();
    expect(confirm.disabled).toBe(false);
    confirm.click();
    expect(sent).toEqual([{ type: 'plan', seat: 0, guilds: ['brewers', 'shoemakers'] }]);
  });
});

describe('the turn panel', () => {
  it('buys what the player picked, at the price shown, as a legal action', () => {
    let s = newState(2, 'turn');
    s = step(s, { type: 'plan', seat: 0, guilds: ['brewers'] });
    s = step(s, { type: 'plan', seat: 1, guilds: ['brewers'] });
    const seat = s.turnOrder[0]!;
    const v = view(s, seat);
    const actions = legalFor(v);
    const sent: Action[] = [];
    const draft = new Draft();
    const el = render(GuildTurnPanel, {
      view: v,
      choices: turnChoices(v, actions)!,
      actions,
      draft,
      busy: false,
      send: (a: Action) => sent.push(a),
    });
    el.querySelector<HTMLButtonElement>('[data-testid=mode-buy]')!.click();
    flushSync();
    el.querySelector<HTMLButtonElement>('[data-testid=buy-add-beer]')!.click();
    el.querySelector<HTMLButtonElement>('[data-testid=buy-add-beer]')!.click();
    flushSync();
    // The steppers name the good they add or remove, to a screen reader (their row names it to the eye).
    const remove = el.querySelector<HTMLButtonElement>('[data-testid=buy-remove-beer]')!;
    expect(remove.getAttribute('aria-label')).toBe('Remove 1 Beer');
    expect(el.querySelector('[data-testid=buy-add-beer]')!.getAttribute('aria-label')).toBe('Add 1 Beer');
    const buy = el.querySelector<HTMLButtonElement>('[data-testid=buy-confirm]')!;
    expect(buy.textContent).toContain(String(2 * v.guilds[0]!.price));
    buy.click();
    expect(sent).toEqual([{ type: 'buy', seat, goods: { beer: 2 } }]);
  });

  it('sells with a stepper whose buttons say what they do to a screen reader', () => {
    let s = newState(2, 'turn');
    s = step(s, { type: 'plan', seat: 0, guilds: ['brewers'] });
    s = step(s, { type: 'plan', seat: 1, guilds: ['brewers'] });
    const seat = s.turnOrder[0]!;
    s.seats[seat]!.goods[0] = 3;
    const v = view(s, seat);
    const actions = legalFor(v);
    const sent: Action[] = [];
    const el = render(GuildTurnPanel, {
      view: v,
      choices: turnChoices(v, actions)!,
      actions,
      draft: new Draft(),
      busy: false,
      send: (a: Action) => sent.push(a),
    });
    el.querySelector<HTMLButtonElement>('[data-testid=mode-sell]')!.click();
    flushSync();
    const more = el.querySelector<HTMLButtonElement>('[data-testid=sell-more]')!;
    // Each names the good it counts.
    expect(more.getAttribute('aria-label')).toBe('Sell 1 Beer more');
    expect(el.querySelector('[data-testid=sell-fewer]')!.getAttribute('aria-label')).toBe(
      'Sell 1 Beer fewer',
    );
    more.click();
    flushSync();
    el.querySelector<HTMLButtonElement>('[data-testid=sell-confirm]')!.click();
    expect(sent).toEqual([{ type: 'sell', seat, count: 2 }]);
  });
});

describe('the final scores', () => {
  it('name the winner and show every category', () => {
    const end = playRandom(3, 8, () => {});
    const v = view(end, null);
    const el = render(FinalScores, { view: v, scores: v.scores!, rounds: [], close: () => {} });
    const winner = v.scores!.find((x) => x.rank === 1)!;
    expect(el.querySelector('[data-testid=winner]')!.textContent).toContain(v.seats[winner.seat]!.name);
    expect(el.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(10);
  });

  it("show each player's different crests, and the standings round by round", async () => {
    const end = playRandom(3, 9, () => {});
    const v = view(end, null);
    const rounds = [{ round: 1, totals: [3, 5, 0] }];
    const el = render(FinalScores, { view: v, scores: v.scores!, rounds, close: () => {} });
    v.seats.forEach((seat, i) => {
      const distinct =
        new Set(seat.crests.filter((c) => c !== 'prestige')).size +
        seat.crests.filter((c) => c === 'prestige').length;
      expect(el.querySelector(`[data-testid=crest-count-${i}]`)!.textContent).toBe(String(distinct));
    });
    // The chart comes once chart.js is fetched.
    await vi.waitFor(() => expect(el.querySelector('[data-testid=chart-standings]')).not.toBeNull());
  });
});

describe('the words on screen', () => {
  it('name a bot by its level once', () => {
    expect(botName(en, 'Medium bot', 'medium')).toBe('Medium bot');
    expect(botName(en, 'Bot (hard)', 'hard')).toBe('Hard bot');
    expect(botName(en, 'Robo', 'hard')).toBe('Robo (Hard bot)');
    // The New game screen's numbered names say the level already.
    expect(botName(en, 'Easy bot 2', 'easy')).toBe('Easy bot 2');
    expect(namedAsBot(en, 'Easy bot 2', 'easy')).toBe(true);
    expect(botName(en, 'Easy bot 2', 'hard')).toBe('Easy bot 2 (Hard bot)');
    expect(namedAsBot(en, 'Robo', 'hard')).toBe(false);
    // A default name stored by a screen in another language is said in the reader's.
    expect(botName(en, 'Robot difficile', 'hard')).toBe('Hard bot');
    expect(botName(fr, 'Hard bot 2', 'hard')).toBe('Robot difficile 2');
    expect(namedAsBot(fr, 'Easy bot 3', 'easy')).toBe(true);
  });

  it('name a seat where the game names its players: a bot’s default name in the reader’s language, any other as given', () => {
    expect(seatName(de, 'Medium bot 2', 'medium')).toBe('Mittel-Bot 2');
    expect(seatName(fr, 'Mittel-Bot', 'medium')).toBe('Robot moyen');
    // The names German gave its bots before, still in stored games, are the bots' too.
    expect(seatName(en, 'Mittlerer Bot 2', 'medium')).toBe('Medium bot 2');
    expect(seatName(de, 'Schwerer Bot', 'hard')).toBe('Schwer-Bot');
    expect(seatName(de, 'Robo', 'hard')).toBe('Robo');
    // A person named like a bot stays as they named themselves; so does a player a bot stands in for.
    expect(seatName(de, 'Medium bot', null)).toBe('Medium bot');
    expect(seatName(de, 'Ana', 'medium')).toBe('Ana');
    expect(playerLabel(de, { name: 'Hard bot', botLevel: 'hard' })).toBe('Schwer-Bot');
    expect(playerLabel(de, { name: 'Robo', botLevel: 'hard' })).toBe('Robo (Schwer-Bot)');
  });

  it('name a live game’s bot seats in the reader’s language, a person and a stand-in’s player as they are', () => {
    const v = view(newState(3, 'named-view'), 0);
    const named = {
      ...v,
      players: v.players.map((p, i) => ({ ...p, name: ['Ana', 'Medium bot', 'Ben'][i]! })),
    };
    named.seats = named.seats.map((s, i) => ({ ...s, name: named.players[i]!.name }));
    const seats = [
      { seat: 0, kind: 'human', name: 'Ana', color: 'blue', connected: true, level: null },
      { seat: 1, kind: 'bot', name: 'Medium bot', color: 'red', connected: false, level: 'medium' },
      { seat: 2, kind: 'human', name: 'Ben', color: 'green', connected: false, level: 'easy' },
    ] as const;
    const said = namedView(de, named, [...seats]);
    expect(said.players.map((p) => p.name)).toEqual(['Ana', 'Mittel-Bot', 'Ben']);
    expect(said.seats.map((s) => s.name)).toEqual(['Ana', 'Mittel-Bot', 'Ben']);
    // Nothing to say otherwise: the very same view.
    expect(namedView(en, named, [...seats])).toBe(named);
  });

  it('end the townsman line before its trigger, and offer no price for an empty window', () => {
    const townsman = components.ALL_TOWNSMEN.find((id) => components.townsman(id)?.type === 'peddler')!;
    expect(tileExplanation(en, townsman)).toMatch(/^Townsman: Peddler\. Moon: /);
    const s = newState(2, 'empty-window');
    s.guilds[0]!.lodgings[1] = null;
    const v = view(s, 0);
    const el = render(GuildHouse, { guild: v.guilds[0]!, view: v });
    const empty = el.querySelector('[data-anchor="guild:brewers:lodging:1"]')!;
    expect(empty.getAttribute('aria-description')).toBe('Lodgings window 2. Empty window.');
  });
});
