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
  | { name: 'table'; game: string }
  | { name: 'replay'; match: number };

const SIMPLE = ['home', 'new', 'host', 'join', 'rules', 'settings', 'history', 'stats', 'lesson'] as const;

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  if (parts[0] === 'table' && parts[1]) return { name: 'table', game: decodeURIComponent(parts[1]) };
  if (parts[0] === 'replay' && /^[1-9]\d*$/.test(parts[1] ?? ''))
    return { name: 'replay', match: Number(parts[1]) };
  const simple = SIMPLE.find((name) => name === parts[0]);
  return simple ? ({ name: simple } as Route) : { name: 'home' };
}

export function formatRoute(route: Route): string {
  if (route.name === 'table') return `#/table/${encodeURIComponent(route.game)}`;
  if (route.name === 'replay') return `#/replay/${route.match}`;
  return `#/${route.name}`;
}

class Router {
  route = $state<Route>(parseRoute(globalThis.location?.hash ?? ''));

  constructor() {
    globalThis.addEventListener?.('hashchange', () => {
      this.route = parseRoute(location.hash);
    });
  }

  go(route: Route): void {
    location.hash = formatRoute(route);
    this.route = route;
  }
}

export const router = new Router();
