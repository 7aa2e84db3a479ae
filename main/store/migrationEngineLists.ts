// Migration 12: the table sizes and bot levels leave the schema. A CHECK that spells them would need a
// table rebuilt for each new one; the store checks them at each opening from the engine's lists instead
// (engineChecks.ts). Players, matches and seats are rebuilt without those CHECKs, every other column,
// index and trigger as it was (migration 11's match_pairs trigger among them, since a released
// migration is never edited).
export const LEAVE_ENGINE_LISTS = `
  CREATE TABLE players_new (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    color TEXT NOT NULL,
    bot_level TEXT,
    created_at INTEGER NOT NULL,
    guest_key TEXT
  );
  INSERT INTO players_new (id, name, color, bot_level, created_at, guest_key)
    SELECT id, name, color, bot_level, created_at, guest_key FROM players;
  DROP TABLE players;
  ALTER TABLE players_new RENAME TO players;
  CREATE UNIQUE INDEX players_human_name ON players (name COLLATE NOCASE)
    WHERE bot_level IS NULL AND guest_key IS NULL;
  CREATE UNIQUE INDEX players_bot_level ON players (bot_level) WHERE bot_level IS NOT NULL;
  CREATE UNIQUE INDEX players_guest ON players (guest_key) WHERE guest_key IS NOT NULL;

  CREATE TABLE matches_new (
    id INTEGER PRIMARY KEY,
    game_id TEXT NOT NULL UNIQUE,
    seed TEXT NOT NULL,
    player_count INTEGER NOT NULL,
    setup TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('playing', 'finished', 'abandoned')),
    started_at INTEGER NOT NULL,
    finished_at INTEGER,
    action_count INTEGER NOT NULL DEFAULT 0,
    summary TEXT,
    table_name TEXT NOT NULL DEFAULT '',
    admin_token_hash TEXT,
    series_id INTEGER REFERENCES matches (id) ON DELETE SET NULL,
    stand_ins TEXT,
    auto_stand_in TEXT,
    last_played INTEGER,
    lan_host TEXT,
    hints_off INTEGER NOT NULL DEFAULT 0,
    undo_off INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO matches_new (id, game_id, seed, player_count, setup, status, started_at, finished_at,
      action_count, summary, table_name, admin_token_hash, series_id, stand_ins, auto_stand_in, last_played,
      lan_host, hints_off, undo_off)
    SELECT id, game_id, seed, player_count, setup, status, started_at, finished_at, action_count, summary,
      table_name, admin_token_hash, series_id, stand_ins, auto_stand_in, last_played, lan_host, hints_off,
      undo_off FROM matches;
  DROP TABLE matches;
  ALTER TABLE matches_new RENAME TO matches;
  CREATE INDEX matches_started ON matches (started_at DESC, id DESC);
  CREATE INDEX matches_status ON matches (status);
  CREATE INDEX matches_series ON matches (series_id) WHERE series_id IS NOT NULL;
  CREATE TRIGGER match_pairs AFTER UPDATE OF status ON matches
  WHEN NEW.status = 'finished' AND OLD.status <> 'finished' BEGIN
    INSERT INTO player_pairs (a, b, games, a_ahead, b_ahead, level)
      SELECT x.player_id, y.player_id, 1, sum(x.rank < y.rank), sum(y.rank < x.rank), sum(x.rank = y.rank)
      FROM results x JOIN results y ON y.match_id = x.match_id AND x.player_id < y.player_id
      WHERE x.match_id = NEW.id AND x.stood_in = 0 AND y.stood_in = 0
      GROUP BY x.player_id, y.player_id
    ON CONFLICT DO UPDATE SET games = games + 1, a_ahead = a_ahead + excluded.a_ahead,
      b_ahead = b_ahead + excluded.b_ahead, level = level + excluded.level;
  END;

  CREATE TABLE seats_new (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player_id INTEGER REFERENCES players (id),
    name TEXT NOT NULL,
    color TEXT NOT NULL,
    bot_level TEXT,
    token_hash TEXT,
    profile_bot_level TEXT,
    guest_key TEXT,
    hints INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
  ) WITHOUT ROWID;
  INSERT INTO seats_new (match_id, seat, player_id, name, color, bot_level, token_hash, profile_bot_level,
      guest_key, hints)
    SELECT match_id, seat, player_id, name, color, bot_level, token_hash, profile_bot_level, guest_key, hints
    FROM seats;
  DROP TABLE seats;
  ALTER TABLE seats_new RENAME TO seats;
  CREATE INDEX seats_player ON seats (player_id, match_id);
  `;
