// The app's one keyboard layer: which key presses are shortcuts. A key is the shortcut of a part of
// the screen (its home) only when nothing else has a claim on it: not typed into something that takes
// typing (a text field of any kind, a list to choose from, a slider, editable text), not an arrow on a
// radio button (it moves the choice), not pressed with a modifier (but Ctrl, or ⌘, for a home that
// claims such chords, as Ctrl+Z) or while composing a character, not already used, not while the home
// is out of reach, and not inside a dialog (or under a modal one) that is not the home's own. And the
// focus a window or a question takes is given back when it is put away, by a key or a button alike.
import type { Attachment } from 'svelte/attachments';
import { on } from 'svelte/events';

/** Inputs that take no typing: a key on them may be a shortcut (Space and Enter press them natively). */
const UNTYPED = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'reset',
  'submit',
]);

/** Whether keys pressed on `el` are its own: text fields, lists to choose from, sliders, editable text. */
export function takesKeys(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLInputElement) return !UNTYPED.has(el.type);
  return (
    el.matches('textarea, select') || el.closest('[contenteditable]:not([contenteditable=false])') !== null
  );
}

/** The keys that move the choice in a group of radio buttons (WAI-ARIA's radio group pattern). */
const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** Whether `key` pressed on `el` is its own: any key on a field that takes typing, an arrow on a radio. */
export function ownKey(el: Element | null, key: string): boolean {
  return takesKeys(el) || (ARROWS.has(key) && el?.matches('input[type=radio], [role=radio]') === true);
}

/** Whether `e` may act as a shortcut of the part of the screen at `home` (`ctrl`: a Ctrl or ⌘ chord). */
export function isShortcut(e: KeyboardEvent, home: Element, ctrl = false): boolean {
  if (e.defaultPrevented || e.isComposing || e.altKey) return false;
  if (ctrl !== (e.ctrlKey || e.metaKey)) return false;
  const target = e.target instanceof Element ? e.target : null;
  if (ownKey(target, e.key) || home.closest('[inert]')) return false;
  const dialog = target?.closest('[role=dialog]') ?? home.ownerDocument.querySelector('[aria-modal=true]');
  return !dialog || dialog.contains(home) || home.contains(dialog);
}

/**
 * Whether `e` was pressed with the focus in `home`, or on nothing (the page itself): a key that acts on
 * what the focus is in (Enter confirming a choice) means nothing pressed elsewhere on the screen.
 */
export function pressedIn(e: KeyboardEvent, home: Element): boolean {
  const target = e.target instanceof Element ? e.target : null;
  const doc = home.ownerDocument;
  return !target || target === doc.body || target === doc.documentElement || home.contains(target);
}

/**
 * Listens for the shortcuts of the element it is attached to (their home): `handle` gets only the
 * keys that are shortcuts there (with `ctrl`, only those pressed with Ctrl or ⌘), and says whether it
 * used the key (its default is then prevented).
 */
export function shortcuts(handle: (e: KeyboardEvent) => boolean, ctrl = false): Attachment<HTMLElement> {
  return (home) =>
    on(window, 'keydown', (e) => {
      if (isShortcut(e, home, ctrl) && handle(e)) e.preventDefault();
    });
}

/**
 * Remembers what holds the focus as a window opens over it (call it in the window's script, before its
 * content takes the focus); attached to the window, it gives the focus back there once the window is
 * put away, by Escape, its Close or a tap beside it. Only where the focus was in the window or fell to
 * the page itself (what the window's closing did with it is kept), and only to something still on the
 * page and within reach: the next Tab goes on from there rather than from the top of the page.
 */
export function focusBack(doc: Document = document): Attachment<HTMLElement> {
  const was = doc.activeElement;
  const opener = was instanceof HTMLElement && was !== doc.body ? was : null;
  return (window) => () => {
    const at = doc.activeElement;
    const lost = !at || at === doc.body || window.contains(at);
    if (lost && opener?.isConnected && !opener.closest('[inert]')) opener.focus();
  };
}

/**
 * A question asked in the place of the control that asked it (Pass, Leave): it takes the focus on its
 * first button, which reads it out with the group's name, and Escape cancels it as its Cancel does
 * (and goes no further). `cancel` puts the asking control back, with the focus on it.
 */
export function question(cancel: () => void): Attachment<HTMLElement> {
  return (group) => {
    group.querySelector<HTMLElement>('button:not(:disabled)')?.focus();
    return on(group, 'keydown', (e) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      e.stopPropagation();
      cancel();
    });
  };
}
