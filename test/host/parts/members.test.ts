// Who is in a table: members, watchers, the creator, and when a member stops being one.
import { describe, expect, it } from 'vitest';
import { Members } from '../../../main/host/members.ts';
import { recordingPeer } from './fakes.ts';

describe('Members', () => {
  it('counts watchers, and a watcher who takes part stops being one', () => {
    const members = new Members();
    const [ana, ben] = [recordingPeer(), recordingPeer()];
    members.watch(ana);
    members.watch(ben);
    expect(members.spectators()).toBe(2);
    members.enter(ana, 1).focus = 1;
    expect(members.get(ana)).toEqual({ focus: 1, spectator: false });
    expect(members.spectators()).toBe(1);
    expect(members.you(ana, members.get(ana)!, [1])).toEqual({ seats: [1], admin: false, focus: 1 });
  });

  it('drops a member holding nothing any more, and refocuses one who lost the focused seat', () => {
    const members = new Members();
    const [ana, ben, cleo] = [recordingPeer(), recordingPeer(), recordingPeer()];
    members.enter(ana, 0);
    members.enter(ben, 2);
    members.enter(cleo);
    members.admin = cleo;
    members.dropIfIdle(ana, []);
    members.dropIfIdle(ben, [3]);
    members.dropIfIdle(cleo, []);
    expect(members.has(ana)).toBe(false);
    expect(members.get(ben)).toEqual({ focus: null, spectator: false });
    expect(members.has(cleo)).toBe(true);
    expect(members.size).toBe(2);
  });
});
