// Screens are addressed by the location hash (#/rules, #/table/ID), so a reload comes back to the
// same screen and the browser's back button works.
export type Route =
  | { name: 'home' }
  | { name: 'new' }
  | { name: 'host' }
  | { name: 'join' }
  | { name: 'rules' }
  | { name: 'settings' }
  | { name: 'history' }
  | { name: 'stats' }
  /** Starts the guided first game, then shows its table. */
  | { name: 'lesson' }
  /** Play at the table: opens a LAN table with this screen as its display, then shows it. */
  | { name: 'display' }
  | { name: 'table'; game: string }
  /** A replay, opened at a step (an action's position) and as a seat saw it, when the address says so. */
  | { name: 'replay'; match: number; step?: number; seat?: number }
  /** The post-game review of a match, for a seat once one is chosen. */
  | { name: 'review'; match: number; seat: number | null };

const SIMPLE = [
  'home',
  'new',
  'host',
  'join',
  'rules',
  'settings',
  'history',
  'stats',
  'lesson',
  'display',
] as const;

const isId = (part: string | undefined): boolean => /^[1-9]\d{0,9}$/.test(part ?? '');
const isIndex = (part: string | undefined): boolean => /^(0|[1-9]\d{0,6})$/.test(part ?? '');

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  if (parts[0] === 'table' && parts[1]) return { name: 'table', game: decodeURIComponent(parts[1]) };
  if ((parts[0] === 'replay' || parts[0] === 'review') && isId(parts[1])) {
    const match = Number(parts[1]);
    if (parts[0] === 'review')
      return { name: 'review', match, seat: isIndex(parts[2]) ? Number(parts[2]) : null };
    const step = isIndex(parts[2]) ? Number(parts[2]) : undefined;
    const seat = step !== undefined && isIndex(parts[3]) ? Number(parts[3]) : undefined;
    return {
      name: 'replay',
      match,
      ...(step !== undefined ? { step } : {}),
      ...(seat !== undefined ? { seat } : {}),
    };
  }
  const simple = SIMPLE.find((name) => name === parts[0]);
  return simple ? ({ name: simple } as Route) : { name: 'home' };
}

export function formatRoute(route: Route): string {
  if (route.name === 'table') return `#/table/${encodeURIComponent(route.game)}`;
  if (route.name === 'replay') {
    const at =
      route.step === undefined ? '' : `/${route.step}${route.seat === undefined ? '' : `/${route.seat}`}`;
    return `#/replay/${route.match}${at}`;
  }
  if (route.name === 'review') return `#/review/${route.match}${route.seat === null ? '' : `/${route.seat}`}`;
  return `#/${route.name}`;
}

class Router {
  #route = $state<Route>(parseRoute(globalThis.location?.hash ?? ''));

  constructor() {
    globalThis.addEventListener?.('hashchange', () => {
      this.#route = parseRoute(location.hash);
    });
  }

  /** The screen shown. */
  get route(): Route {
    return this.#route;
  }

  go(route: Route): void {
    location.hash = formatRoute(route);
    this.#route = route;
  }
}

export const router = new Router();
