// Plays the steps of view/flights.ts on the page: a token for each flight moves from one board anchor
// to another with the Web Animations API. Only translation and opacity change, on tokens flying in one
// permanent layer, so the board itself is never repainted while they move. A landed token then lies
// in its place on the board until settle(), moving, scaling and clipped with it (the phone's dock may
// change height, or the player turn to another house, before the board shows the new position): the
// board draws what it brought underneath it first, so nothing blinks, and that drawing never holds up
// a token in flight. Tokens into a count shrink away as they arrive. skip() finishes everything.
import { tick } from 'svelte';
import { playerStyle, GUILD_COLORS } from '../art/palette.ts';
import { markFlights } from '../ui/perf.ts';
import type { Flight, Step, Token } from '../view/flights.ts';
import { goodOfGuild } from '../view/order.ts';

const TOKEN_EM = 2.2;

export class Animator {
  private readonly running = new Set<Animation>();
  private readonly landed = new Set<HTMLElement>();
  /** Board elements whose tokens flew away: hidden until the board shows where they went. */
  private readonly left = new Set<HTMLElement>();
  private skipping = false;

  /** `root` holds the board's anchors; `layer` is the fixed, full-window layer the tokens fly in. */
  constructor(
    private readonly root: () => HTMLElement | null,
    private readonly layer: () => HTMLElement | null,
  ) {}

  get skipped(): boolean {
    return this.skipping;
  }

  /** Runs the steps one after the other; each takes `ms`. */
  async play(steps: readonly Step[], ms: number, onStep: (step: Step) => void): Promise<void> {
    for (const step of steps) {
      if (this.skipping) return;
      onStep(step);
      await this.runStep(step, ms);
    }
  }

  skip(): void {
    this.skipping = true;
    for (const a of this.running) a.finish();
  }

  resume(): void {
    this.skipping = false;
  }

  /** Once the board shows the new position (two frames after it changed), the landed tokens go. */
  async settle(): Promise<void> {
    if (!this.landed.size && !this.left.size) return;
    await nextFrame();
    await nextFrame();
    for (const token of this.landed) token.remove();
    this.landed.clear();
    for (const el of this.left) el.style.visibility = '';
    this.left.clear();
  }

  private async runStep(step: Step, ms: number): Promise<void> {
    const root = this.root();
    const layer = this.layer();
    if (!root || !layer || ms <= 0 || !step.flights.length) return;
    // The screen as the step shows it (a phone's dock says the step, and the board makes room): the
    // tokens fly from and to where things are now.
    await tick();
    markFlights(true);
    await Promise.all(step.flights.map((f) => this.fly(root, layer, f, ms)));
    markFlights(false);
  }

  private async fly(root: HTMLElement, layer: HTMLElement, f: Flight, ms: number): Promise<void> {
    const from = locate(root, f.from);
    const to = locate(root, f.to);
    if (!from || !to) return;
    const a = from.getBoundingClientRect();
    const b = to.getBoundingClientRect();
    const token = makeToken(root, f.token, f.from);
    token.dataset.to = f.to;
    const size =
      token.dataset.size === 'source'
        ? Math.max(a.width, 1)
        : parseFloat(getComputedStyle(root).fontSize) * TOKEN_EM;
    token.style.width = `${size}px`;
    token.style.height = token.dataset.size === 'source' ? `${Math.max(a.height, 1)}px` : `${size}px`;
    const x0 = a.left + a.width / 2 - size / 2;
    const y0 = a.top + a.height / 2 - size / 2;
    const x1 = b.left + b.width / 2 - size / 2;
    const y1 = b.top + b.height / 2 - size / 2;
    token.style.left = '0px';
    token.style.top = '0px';
    layer.append(token);
    // A tile or the agents of a roof leave their place: it stays empty while the board still shows
    // the position before.
    const leaves =
      (f.token.kind === 'tile' && (f.from.startsWith('tile:') || f.from.includes(':workshop:'))) ||
      (f.token.kind === 'agent' && f.from.endsWith(':roof'));
    if (leaves && from instanceof HTMLElement) {
      from.style.visibility = 'hidden';
      this.left.add(from);
    }
    const lift = Math.min(80, Math.hypot(x1 - x0, y1 - y0) * 0.25);
    const keyframes: Keyframe[] = [
      { transform: `translate(${x0}px, ${y0}px)`, opacity: 1 },
      { transform: `translate(${(x0 + x1) / 2}px, ${(y0 + y1) / 2 - lift}px)`, opacity: 1, offset: 0.5 },
      { transform: `translate(${x1}px, ${y1}px)`, opacity: f.vanish ? 0 : 1 },
    ];
    // A token into a count (a player's area, a guild's storehouse, a coin anywhere) goes into it: it
    // shrinks away there rather than lie on the numbers until the board counts it.
    const into = f.to.startsWith('seat:') || f.to.endsWith(':store') || f.token.kind === 'coin';
    if (into) {
      keyframes[2]!.offset = 0.85;
      keyframes.push({ transform: `translate(${x1}px, ${y1}px) scale(0.2)`, opacity: 0 });
    }
    if (f.token.kind === 'card') {
      keyframes[1]!.transform += ' rotateY(90deg)';
    }
    const animation = token.animate(keyframes, {
      duration: ms,
      delay: (f.delay ?? 0) * ms,
      easing: 'cubic-bezier(.45,.05,.35,1)',
      fill: 'both',
    });
    this.running.add(animation);
    if (!into) this.landed.add(token);
    try {
      await animation.finished;
    } catch {
      // Cancelled along with the page: nothing to finish.
    } finally {
      this.running.delete(animation);
      if (into) token.remove();
      else if (!f.vanish && to.isConnected && token.isConnected) lay(token, to);
    }
  }
}

/**
 * Puts a landed token into its place, centred on it at the size it landed at: placed and sized in
 * shares of the box it is laid out in there, so that it follows that box wherever it goes.
 */
function lay(token: HTMLElement, place: Element): void {
  const landed = token.getBoundingClientRect();
  const at = place.getBoundingClientRect();
  for (const a of token.getAnimations()) a.cancel();
  Object.assign(token.style, { left: '0', top: '0', width: '100%', height: '100%' });
  place.append(token);
  // The token's box now is the whole of the box it is placed in.
  const box = token.getBoundingClientRect();
  if (!box.width || !box.height) return;
  const share = (n: number, of: number): string => `${(n / of) * 100}%`;
  Object.assign(token.style, {
    left: share(at.left + at.width / 2 - landed.width / 2 - box.left, box.width),
    top: share(at.top + at.height / 2 - landed.height / 2 - box.top, box.height),
    width: share(landed.width, box.width),
    height: share(landed.height, box.height),
  });
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** The element of an anchor ("seat:1:goods"), else of its nearest named parent ("seat:1"). */
export function locate(root: ParentNode, name: string): Element | null {
  if (name.startsWith('tile:')) return root.querySelector(`[data-tile="${CSS.escape(name.slice(5))}"]`);
  let anchor = name;
  for (;;) {
    const el = root.querySelector(`[data-anchor="${CSS.escape(anchor)}"]`);
    if (el) return el;
    const cut = anchor.lastIndexOf(':');
    if (cut < 0) return null;
    anchor = anchor.slice(0, cut);
  }
}

function svg(inner: string, style = ''): string {
  return `<svg viewBox="0 0 64 64" style="width:100%;height:100%;${style}">${inner}</svg>`;
}

function makeToken(root: HTMLElement, token: Token, from: string): HTMLElement {
  const el = root.ownerDocument.createElement('div');
  el.className = 'flight-token';
  switch (token.kind) {
    case 'good':
      el.innerHTML = svg(`<use href="#goods-${token.good}"/>`);
      break;
    case 'coin':
      el.innerHTML = svg('<use href="#symbols-taler"/>');
      break;
    case 'agent':
      el.innerHTML = svg('<use href="#symbols-agent"/>', `--agent:${playerStyle(token.color).fill}`);
      break;
    case 'card':
      el.innerHTML = `<svg viewBox="0 0 44 64" style="width:100%;height:100%;--card:${playerStyle(token.color).fill}"><use href="#symbols-card"/></svg>`;
      break;
    case 'mayor':
      el.innerHTML = svg('<use href="#townsmen-mayor"/>');
      break;
    case 'crest':
      el.innerHTML =
        token.crest === 'prestige'
          ? svg('<use href="#symbols-prestige"/>')
          : svg(
              `<use href="#symbols-crest" style="--crest:${GUILD_COLORS[token.crest].main}"/><use href="#goods-${goodOfGuild(token.crest)}" x="16" y="14" width="32" height="32"/>`,
            );
      break;
    case 'tile': {
      // The tile as drawn where it starts; a face-down tile when it comes from the stack.
      const source =
        from.startsWith('tile:') || from.includes(':workshop:')
          ? root.querySelector(`[data-tile="${CSS.escape(token.id)}"]`)
          : null;
      if (source) {
        const copy = source.cloneNode(true) as HTMLElement;
        // Laid on the board once landed, the copy is no place of its own.
        copy.removeAttribute('data-tile');
        el.append(copy);
        el.dataset.size = 'source';
      } else {
        el.innerHTML = '<div class="tile-back"></div>';
      }
      break;
    }
  }
  return el;
}
