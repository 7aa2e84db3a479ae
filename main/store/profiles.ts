// Player profiles: a local player by name (so that "Ana" on this screen is one player over every
// game), a guest by their own key (a guest who types "ana" is never merged into the local Ana), a bot
// one per level.
import type { BotLevel } from '../../engine/bots/index.ts';
import { storedBotName } from '../../protocol/botNames.ts';
import type { Db } from './database.ts';

export interface ProfileSeat {
  name: string;
  color: string;
  botLevel: BotLevel | null;
  guestKey?: string | null;
}

export class Profiles {
  private readonly stmt;

  constructor(db: Db) {
    this.stmt = {
      findHuman: db.prepare(
        'SELECT id FROM players WHERE bot_level IS NULL AND guest_key IS NULL AND name = ? COLLATE NOCASE',
      ),
      findGuest: db.prepare('SELECT id FROM players WHERE guest_key = ?'),
      addGuest: db.prepare('INSERT INTO players (name, color, guest_key, created_at) VALUES (?, ?, ?, ?)'),
      renameGuest: db.prepare('UPDATE players SET name = ?, color = ? WHERE id = ?'),
      findBot: db.prepare('SELECT id FROM players WHERE bot_level = ?'),
      addPlayer: db.prepare('INSERT INTO players (name, color, bot_level, created_at) VALUES (?, ?, ?, ?)'),
      setColor: db.prepare('UPDATE players SET color = ? WHERE id = ?'),
    };
  }

  /** The profile a seat plays for, made on first use; a guest's takes the name they used last. */
  playerFor(seat: ProfileSeat, now: number): number {
    if (seat.botLevel) {
      const bot = this.stmt.findBot.get(seat.botLevel) as { id: number } | undefined;
      const name = storedBotName(seat.botLevel);
      return bot?.id ?? Number(this.stmt.addPlayer.run(name, seat.color, seat.botLevel, now).lastInsertRowid);
    }
    if (seat.guestKey) {
      const guest = this.stmt.findGuest.get(seat.guestKey) as { id: number } | undefined;
      if (guest) this.stmt.renameGuest.run(seat.name, seat.color, guest.id);
      return (
        guest?.id ?? Number(this.stmt.addGuest.run(seat.name, seat.color, seat.guestKey, now).lastInsertRowid)
      );
    }
    // One spelling, one player: "José" typed composed or decomposed is the same local profile.
    const name = seat.name.normalize('NFC');
    const human = this.stmt.findHuman.get(name) as { id: number } | undefined;
    if (human) {
      this.stmt.setColor.run(seat.color, human.id);
      return human.id;
    }
    return Number(this.stmt.addPlayer.run(name, seat.color, null, now).lastInsertRowid);
  }
}
