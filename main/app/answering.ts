// Whether a Norenberc host answers at the address a data folder's lock names, asked before the
// household's key is handed to that address (printed with it, or opened in a browser): a lock naming a
// process that is not ours, or an address where something else listens, gets no key.
import { HEALTH_APP } from '../../protocol/messages.ts';

/** True when `url`'s `/health` answers as a Norenberc host within `withinMs`. */
export async function norenbercAnswers(url: string, withinMs = 3000): Promise<boolean> {
  try {
    const res = await fetch(new URL('/health', url), {
      signal: AbortSignal.timeout(withinMs),
      redirect: 'error',
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { ok?: unknown; app?: unknown } | null;
    return body?.ok === true && body.app === HEALTH_APP;
  } catch {
    return false;
  }
}
