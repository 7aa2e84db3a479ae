// The app's one keyboard layer (renderer/ui/keys.ts): a key is a shortcut only where nothing else
// claims it. Keys typed into any field that takes typing, with a modifier (but the Ctrl chords a home
// claims), while composing, already used, while the shortcut's home is out of reach, or inside (or
// under) a dialog not its own never act. A window put away gives the focus back where it was; Escape
// cancels a question.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusBack, isShortcut, ownKey, question, shortcuts, takesKeys } from '../../renderer/ui/keys.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function html(markup: string): void {
  document.body.innerHTML = markup;
}

const $ = (selector: string): HTMLElement => document.querySelector<HTMLElement>(selector)!;

/** A keydown as the browser sends it to `target`: bubbling, cancelable. */
function press(target: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(e);
  return e;
}

describe('fields that take their own keys', () => {
  it('are every text-like input, text area, list to choose from, slider and editable text', () => {
    html(`
      <input id="plain"><input type="text" id="text"><input type="search" id="search">
      <input type="number" id="number"><input type="email" id="email"><input type="password" id="password">
      <input type="url" id="url"><input type="tel" id="tel"><input type="date" id="date">
      <input type="range" id="range"><textarea id="area"></textarea><select id="select"></select>
      <div contenteditable="true" id="editable"><b id="inside">x</b></div>
      <div contenteditable="" id="editable-empty"></div>`);
    for (const id of [
      'plain',
      'text',
      'search',
      'number',
      'email',
      'password',
      'url',
      'tel',
      'date',
      'range',
      'area',
      'select',
      'editable',
      'inside',
      'editable-empty',
    ])
      expect(takesKeys($(`#${id}`)), id).toBe(true);
  });

  it('are not buttons, boxes to tick, links or plain elements', () => {
    html(`
      <button id="button">b</button><input type="checkbox" id="box"><input type="radio" id="radio">
      <input type="submit" id="submit"><a href="#x" id="link">l</a><section id="plain" tabindex="-1"></section>
      <div contenteditable="false" id="not-editable"></div>`);
    for (const id of ['button', 'box', 'radio', 'submit', 'link', 'plain', 'not-editable'])
      expect(takesKeys($(`#${id}`)), id).toBe(false);
    expect(takesKeys(null)).toBe(false);
  });
});

describe('a radio button', () => {
  it('keeps its arrows, which move the choice in its group, and leaves the other keys to shortcuts', () => {
    html(`
      <input type="radio" name="a" id="radio"><button role="radio" id="aria">x</button>
      <button id="button">b</button>`);
    for (const id of ['radio', 'aria'])
      for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
        expect(ownKey($(`#${id}`), key), `${id} ${key}`).toBe(true);
        let seen: boolean | null = null;
        const listen = (e: KeyboardEvent): void => void (seen = isShortcut(e, document.body));
        window.addEventListener('keydown', listen);
        press($(`#${id}`), key);
        window.removeEventListener('keydown', listen);
        expect(seen, `${id} ${key}`).toBe(false);
      }
    expect(ownKey($('#radio'), 's')).toBe(false);
    expect(ownKey($('#radio'), 'Enter')).toBe(false);
    expect(ownKey($('#button'), 'ArrowRight')).toBe(false);
  });
});

describe('a shortcut', () => {
  it('acts from its home, a button or the page, never from a field, with a modifier or twice', () => {
    html(`
      <div id="home"><button id="button">b</button><input type="checkbox" id="box"></div>
      <form><input id="chat"></form><textarea id="area"></textarea>`);
    const home = $('#home');
    const keyAt = (target: Element, init: KeyboardEventInit = {}): boolean => {
      let seen: boolean | null = null;
      const listen = (e: KeyboardEvent): void => void (seen = isShortcut(e, home));
      window.addEventListener('keydown', listen);
      press(target, 'n', init);
      window.removeEventListener('keydown', listen);
      return seen!;
    };
    expect(keyAt(document.body)).toBe(true);
    expect(keyAt($('#button'))).toBe(true);
    expect(keyAt($('#box'))).toBe(true);
    expect(keyAt($('#chat'))).toBe(false);
    expect(keyAt($('#area'))).toBe(false);
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey'] as const)
      expect(keyAt(document.body, { [modifier]: true }), modifier).toBe(false);
    expect(keyAt(document.body, { isComposing: true })).toBe(false);
    const used = new KeyboardEvent('keydown', { key: 'n', cancelable: true });
    used.preventDefault();
    expect(isShortcut(used, home)).toBe(false);
  });

  it('acts in its own dialog only, and under no modal dialog but its own', () => {
    html(`
      <div id="home"><button id="in-home">b</button>
        <div role="dialog" aria-modal="true" id="own"><button id="in-own">o</button></div>
      </div>
      <div role="dialog" aria-modal="false" id="drawer"><button id="in-drawer">d</button></div>
      <button id="outside">x</button>`);
    const home = $('#home');
    const at = (id: string): boolean => {
      const e = new KeyboardEvent('keydown', { key: 't', bubbles: true });
      Object.defineProperty(e, 'target', { value: $(id) });
      return isShortcut(e, home);
    };
    expect(at('#in-own')).toBe(true);
    expect(at('#in-home')).toBe(true);
    expect(at('#in-drawer')).toBe(false);
    expect(at('#outside')).toBe(true);
    // Another part's shortcut: its home is outside the open modal dialog, which keeps it out.
    expect(isShortcut(new KeyboardEvent('keydown', { key: 't' }), $('#outside'))).toBe(false);
    $('#own').remove();
    expect(isShortcut(new KeyboardEvent('keydown', { key: 't' }), $('#outside'))).toBe(true);
  });

  it('with Ctrl (or ⌘) as a chord only where its home claims chords, never from a field', () => {
    html(
      `<div id="home"><button id="button">b</button></div><input id="chat"><textarea id="area"></textarea>`,
    );
    const home = $('#home');
    const chord = (target: Element, init: KeyboardEventInit): boolean => {
      const e = new KeyboardEvent('keydown', { key: 'z', bubbles: true, ...init });
      Object.defineProperty(e, 'target', { value: target });
      return isShortcut(e, home, true);
    };
    expect(chord(document.body, { ctrlKey: true })).toBe(true);
    expect(chord($('#button'), { metaKey: true })).toBe(true);
    expect(chord(document.body, {})).toBe(false);
    expect(chord(document.body, { ctrlKey: true, altKey: true })).toBe(false);
    // Ctrl+Z in a field undoes the typing there.
    expect(chord($('#chat'), { ctrlKey: true })).toBe(false);
    expect(chord($('#area'), { metaKey: true })).toBe(false);
  });

  it('does not act while its home is out of reach', () => {
    html(`<div id="reach"><div id="home"></div></div>`);
    expect(isShortcut(new KeyboardEvent('keydown', { key: 'Enter' }), $('#home'))).toBe(true);
    $('#reach').setAttribute('inert', '');
    expect(isShortcut(new KeyboardEvent('keydown', { key: 'Enter' }), $('#home'))).toBe(false);
  });
});

describe('shortcuts attached to an element', () => {
  it('hand on the keys that are shortcuts there, prevent what they used, and stop when detached', () => {
    html(`<div id="home"></div><input id="chat">`);
    const seen: string[] = [];
    const detach = shortcuts((e) => {
      seen.push(e.key);
      return e.key === 'h';
    })($('#home')) as () => void;
    expect(press(document.body, 'h').defaultPrevented).toBe(true);
    expect(press(document.body, 'x').defaultPrevented).toBe(false);
    expect(press($('#chat'), 'h').defaultPrevented).toBe(false);
    detach();
    press(document.body, 'h');
    expect(seen).toEqual(['h', 'x']);
  });
});

describe('a window put away', () => {
  it('gives the focus back to what held it as it opened, where the focus was in the window or lost', () => {
    html(`<button id="opener">o</button><button id="other">x</button>
      <div role="dialog" id="window"><button id="close">c</button></div>`);
    $('#opener').focus();
    const giveBack = focusBack()($('#window'));
    $('#close').focus();
    // Removed with the focus in it: the focus falls to the page, and comes back to the opener.
    $('#window').remove();
    expect(document.activeElement).toBe(document.body);
    giveBack?.();
    expect(document.activeElement).toBe($('#opener'));
  });

  it('leaves the focus where the closing put it, and never to what left the page or is out of reach', () => {
    html(`<button id="opener">o</button><button id="other">x</button><div role="dialog" id="window"></div>`);
    $('#opener').focus();
    const elsewhere = focusBack()($('#window'));
    $('#other').focus();
    elsewhere?.();
    expect(document.activeElement).toBe($('#other'));

    $('#opener').focus();
    const gone = focusBack()($('#window'));
    $('#opener').remove();
    gone?.();
    expect(document.activeElement).toBe(document.body);

    html(`<div id="cover"><button id="opener">o</button></div><div role="dialog" id="window"></div>`);
    $('#opener').focus();
    const covered = focusBack()($('#window'));
    $('#opener').blur();
    $('#cover').inert = true;
    covered?.();
    expect(document.activeElement).not.toBe($('#opener'));
  });
});

describe('a question', () => {
  it('takes the focus on its first button that can be pressed, and Escape cancels it and goes no further', () => {
    html(`<div id="home"><div role="group" id="question">
      <button id="confirm" disabled>c</button><button id="cancel">x</button></div></div>`);
    const cancel = vi.fn();
    const onWindow = vi.fn();
    window.addEventListener('keydown', onWindow);
    const detach = question(cancel)($('#question'));
    expect(document.activeElement).toBe($('#cancel'));
    // Another key is left to the button and the page.
    expect(press($('#cancel'), 'Enter').defaultPrevented).toBe(false);
    expect(cancel).not.toHaveBeenCalled();
    expect(onWindow).toHaveBeenCalledOnce();
    const escape = press($('#cancel'), 'Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(cancel).toHaveBeenCalledOnce();
    expect(onWindow).toHaveBeenCalledOnce();
    detach?.();
    press($('#cancel'), 'Escape');
    expect(cancel).toHaveBeenCalledOnce();
    window.removeEventListener('keydown', onWindow);
  });
});
