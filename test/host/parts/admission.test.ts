// Who gets in, alone: the household's WebSockets have a reserve of their own.
import { describe, expect, it } from 'vitest';
import { Admission, type Admitted } from '../../../main/host/admission.ts';

function admission(): Admission<Admitted> {
  return new Admission<Admitted>({
    maxClients: 4,
    perAddress: 2,
    household: 2,
    worth: () => () => Infinity,
    log: () => {},
  });
}

describe('admission', () => {
  it("keeps the household's WebSockets apart: in when the guests' are all taken, up to their own", () => {
    const door = admission();
    for (let i = 0; i < 4; i++) {
      expect(door.admit(`10.0.1.${i}`)).toBeNull();
      door.add({ guest: `10.0.1.${i}`, lastHeard: 0, evict: () => {} });
    }
    expect(door.admit('10.0.1.9')).toMatchObject({ status: 503 });
    for (let i = 0; i < 2; i++) {
      expect(door.admit(undefined)).toBeNull();
      door.add({ lastHeard: 0, evict: () => {} });
    }
    expect(door.admit(undefined)).toMatchObject({ status: 503 });
    // The guests' limit is theirs alone: the household's sockets take none of it.
    expect(door.size).toBe(6);
  });
});
