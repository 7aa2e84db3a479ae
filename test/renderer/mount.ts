// Components mounted into the test's DOM, unmounted and cleared after each test.
import { flushSync, mount, unmount } from 'svelte';
import { afterEach } from 'vitest';

const mounted: Record<string, unknown>[] = [];

afterEach(() => {
  for (const c of mounted.splice(0)) unmount(c);
  document.body.innerHTML = '';
});

/** Mounts a component with its props and returns the element holding it, rendered. */
export function render<P extends Record<string, unknown>>(component: unknown, props: P): HTMLElement {
  const target = document.createElement('div');
  document.body.append(target);
  mounted.push(mount(component as never, { target, props }) as Record<string, unknown>);
  flushSync();
  return target;
}
