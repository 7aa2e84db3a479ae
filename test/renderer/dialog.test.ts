// The modal dialogs over the board share one shell (Dialog.svelte): each is named by its heading and
// modal; the standings close on Escape, which goes no further, and the final scores leave Escape alone.
// Put away, a dialog gives the focus back to what held it before it opened.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { view } from '../../engine/index.ts';
import FinalScores from '../../renderer/play/FinalScores.svelte';
import Standings from '../../renderer/play/Standings.svelte';
import { newState, playRandom } from './games.ts';
import { render } from './mount.ts';

/** The dialog in `el`, checked to be modal and named by the heading it holds. */
function dialogIn(el: HTMLElement, title: string): HTMLElement {
  const dialog = el.querySelector<HTMLElement>('[role=dialog]')!;
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  const heading = el.ownerDocument.getElementById(dialog.getAttribute('aria-labelledby')!);
  expect(heading?.textContent).toBe(title);
  expect(dialog.contains(heading)).toBe(true);
  return dialog;
}

/** Presses Escape inside `dialog`; whether the key reached the window. */
function escapeReachesWindow(dialog: HTMLElement): boolean {
  const onWindow = vi.fn();
  window.addEventListener('keydown', onWindow);
  const target = dialog.querySelector('button') ?? dialog;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  window.removeEventListener('keydown', onWindow);
  return onWindow.mock.calls.length > 0;
}

afterEach(() => vi.restoreAllMocks());

describe('the standings dialog', () => {
  it('is named by its heading, focuses Close, and closes on Escape, which goes no further', () => {
    const close = vi.fn();
    const el = render(Standings, { view: view(newState(3, 'dialog'), 0), close });
    const dialog = dialogIn(el, 'Standings if the game ended now');
    expect(dialog.dataset.testid).toBe('standings');
    expect(document.activeElement).toBe(el.querySelector('[data-testid=standings-close]'));
    expect(escapeReachesWindow(dialog)).toBe(false);
    expect(close).toHaveBeenCalledOnce();
  });
  it('gives the focus back to what held it before it opened, once put away', () => {
    const opener = document.createElement('input');
    opener.type = 'checkbox';
    document.body.append(opener);
    opener.focus();
    const target = document.createElement('div');
    document.body.append(target);
    const standings = mount(Standings, {
      target,
      props: { view: view(newState(3, 'dialog'), 0), close: () => {} },
    });
    flushSync();
    expect(document.activeElement).toBe(target.querySelector('[data-testid=standings-close]'));
    void unmount(standings);
    flushSync();
    expect(document.activeElement).toBe(opener);
    document.body.innerHTML = '';
  });
});

describe('the final scores dialog', () => {
  it('is named by its heading, and closes on Escape, which goes no further', () => {
    const v = view(
      playRandom(2, 3, () => {}),
      null,
    );
    const close = vi.fn();
    const el = render(FinalScores, { view: v, scores: v.scores!, rounds: [], close });
    const dialog = dialogIn(el, 'Final scoring');
    expect(dialog.dataset.testid).toBe('final-scores');
    expect(escapeReachesWindow(dialog)).toBe(false);
    expect(close).toHaveBeenCalledOnce();
  });
});
