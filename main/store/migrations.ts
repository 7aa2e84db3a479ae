// Schema migrations, applied in order by `user_version`: migration i takes the database from
// version i to i + 1, each in one transaction, with foreign keys checked at its end (so a migration may
// rebuild a table others refer to, SQLite's way: a new table, the rows copied, the old one dropped, the
// new one renamed, its indexes and triggers made again). Never edit a released migration: add one.
// What the engine may extend (table sizes, bot levels) is no CHECK here: the store admits the engine's
// own values through the checks it makes at each opening (engineChecks.ts).
import { LEAVE_ENGINE_LISTS } from './migrationEngineLists.ts';

export type Migration = string;

export const MIGRATIONS: readonly Migration[] = [
  `
  CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    color TEXT NOT NULL,
    bot_level TEXT CHECK (bot_level IN ('easy', 'medium', 'hard')),
    created_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX players_human_name ON players (name COLLATE NOCASE) WHERE bot_level IS NULL;
  CREATE UNIQUE INDEX players_bot_level ON players (bot_level) WHERE bot_level IS NOT NULL;

  CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    game_id TEXT NOT NULL UNIQUE,
    seed TEXT NOT NULL,
    player_count INTEGER NOT NULL CHECK (player_count BETWEEN 2 AND 5),
    setup TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('playing', 'finished', 'abandoned')),
    started_at INTEGER NOT NULL,
    finished_at INTEGER,
    action_count INTEGER NOT NULL DEFAULT 0,
    summary TEXT,
    table_name TEXT NOT NULL DEFAULT '',
    admin_token_hash TEXT
  );
  CREATE INDEX matches_started ON matches (started_at DESC, id DESC);
  CREATE INDEX matches_status ON matches (status);

  CREATE TABLE seats (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    name TEXT NOT NULL,
    color TEXT NOT NULL,
    bot_level TEXT CHECK (bot_level IN ('easy', 'medium', 'hard')),
    token_hash TEXT,
    PRIMARY KEY (match_id, seat)
  ) WITHOUT ROWID;
  CREATE INDEX seats_player ON seats (player_id, match_id);

  CREATE TABLE actions (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (match_id, idx)
  ) WITHOUT ROWID;

  CREATE TABLE results (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    player_count INTEGER NOT NULL,
    finished_at INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    total INTEGER NOT NULL,
    townsmen INTEGER NOT NULL,
    majorities INTEGER NOT NULL,
    thirty_plus INTEGER NOT NULL,
    all_types INTEGER NOT NULL,
    richest INTEGER NOT NULL,
    crests INTEGER NOT NULL,
    talers INTEGER NOT NULL,
    craftsmen INTEGER NOT NULL,
    craftsmen_value INTEGER NOT NULL,
    crest_count INTEGER NOT NULL,
    favourite_guild TEXT,
    PRIMARY KEY (match_id, seat)
  ) WITHOUT ROWID;
  CREATE INDEX results_player ON results (player_id, finished_at);

  CREATE TABLE recruits (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    townsman TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat, townsman)
  ) WITHOUT ROWID;
  CREATE INDEX recruits_player ON recruits (player_id);
  `,
  // Profiles only for seats that played: a seat's player is set by its first action (the bot level it
  // was created with picks a bot's profile). Throwaway tables (abandoned with no action) go, with the
  // profiles only they had. A commit counter for noticing lost writes. Statistics kept as running
  // totals by triggers on results and recruits, so that reading them never scans the history.
  `
  CREATE TABLE seats_v2 (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player_id INTEGER REFERENCES players (id),
    name TEXT NOT NULL,
    color TEXT NOT NULL,
    bot_level TEXT CHECK (bot_level IN ('easy', 'medium', 'hard')),
    token_hash TEXT,
    profile_bot_level TEXT CHECK (profile_bot_level IN ('easy', 'medium', 'hard')),
    PRIMARY KEY (match_id, seat)
  ) WITHOUT ROWID;
  INSERT INTO seats_v2 (match_id, seat, player_id, name, color, bot_level, token_hash, profile_bot_level)
    SELECT s.match_id, s.seat, s.player_id, s.name, s.color, s.bot_level, s.token_hash, p.bot_level
    FROM seats s JOIN players p ON p.id = s.player_id;
  DROP TABLE seats;
  ALTER TABLE seats_v2 RENAME TO seats;
  CREATE INDEX seats_player ON seats (player_id, match_id);

  CREATE TEMP TABLE throwaway AS
    SELECT DISTINCT s.player_id AS id FROM seats s JOIN matches m ON m.id = s.match_id
    WHERE m.status = 'abandoned' AND m.action_count = 0;
  DELETE FROM matches WHERE status = 'abandoned' AND action_count = 0;
  DELETE FROM players WHERE id IN (SELECT id FROM temp.throwaway)
    AND NOT EXISTS (SELECT 1 FROM seats WHERE seats.player_id = players.id);
  DROP TABLE temp.throwaway;

  CREATE TABLE journal (id INTEGER PRIMARY KEY CHECK (id = 1), commits INTEGER NOT NULL);
  INSERT INTO journal VALUES (1, 0);

  CREATE TABLE player_totals (
    player_id INTEGER PRIMARY KEY REFERENCES players (id),
    games INTEGER NOT NULL, wins INTEGER NOT NULL, total INTEGER NOT NULL, best INTEGER NOT NULL,
    townsmen INTEGER NOT NULL, majorities INTEGER NOT NULL, thirty_plus INTEGER NOT NULL,
    all_types INTEGER NOT NULL, richest INTEGER NOT NULL, crests INTEGER NOT NULL, crest_count INTEGER NOT NULL
  );
  CREATE TABLE player_counts (
    player_id INTEGER NOT NULL, player_count INTEGER NOT NULL, games INTEGER NOT NULL, wins INTEGER NOT NULL,
    PRIMARY KEY (player_id, player_count)
  ) WITHOUT ROWID;
  CREATE TABLE player_days (
    player_id INTEGER NOT NULL, day TEXT NOT NULL, games INTEGER NOT NULL, wins INTEGER NOT NULL,
    PRIMARY KEY (player_id, day)
  ) WITHOUT ROWID;
  CREATE TABLE player_guilds (
    player_id INTEGER NOT NULL, guild TEXT NOT NULL, games INTEGER NOT NULL, PRIMARY KEY (player_id, guild)
  ) WITHOUT ROWID;
  CREATE TABLE player_townsmen (
    player_id INTEGER NOT NULL, townsman TEXT NOT NULL, count INTEGER NOT NULL,
    PRIMARY KEY (player_id, townsman)
  ) WITHOUT ROWID;
  CREATE TABLE player_pairs (
    a INTEGER NOT NULL, b INTEGER NOT NULL, games INTEGER NOT NULL,
    a_ahead INTEGER NOT NULL, b_ahead INTEGER NOT NULL, level INTEGER NOT NULL,
    PRIMARY KEY (a, b)
  ) WITHOUT ROWID;
  CREATE INDEX player_pairs_games ON player_pairs (games DESC);

  CREATE TRIGGER results_totals AFTER INSERT ON results BEGIN
    INSERT INTO player_totals VALUES (NEW.player_id, 1, NEW.rank = 1, NEW.total, NEW.total, NEW.townsmen,
      NEW.majorities, NEW.thirty_plus, NEW.all_types, NEW.richest, NEW.crests, NEW.crest_count)
    ON CONFLICT (player_id) DO UPDATE SET games = games + 1, wins = wins + (NEW.rank = 1),
      total = total + NEW.total, best = max(best, NEW.total), townsmen = townsmen + NEW.townsmen,
      majorities = majorities + NEW.majorities, thirty_plus = thirty_plus + NEW.thirty_plus,
      all_types = all_types + NEW.all_types, richest = richest + NEW.richest, crests = crests + NEW.crests,
      crest_count = crest_count + NEW.crest_count;
    INSERT INTO player_counts VALUES (NEW.player_id, NEW.player_count, 1, NEW.rank = 1)
    ON CONFLICT DO UPDATE SET games = games + 1, wins = wins + (NEW.rank = 1);
    INSERT INTO player_days
      VALUES (NEW.player_id, date(NEW.finished_at / 1000, 'unixepoch', 'localtime'), 1, NEW.rank = 1)
    ON CONFLICT DO UPDATE SET games = games + 1, wins = wins + (NEW.rank = 1);
    INSERT INTO player_guilds SELECT NEW.player_id, NEW.favourite_guild, 1 WHERE NEW.favourite_guild IS NOT NULL
    ON CONFLICT DO UPDATE SET games = games + 1;
    INSERT INTO player_pairs
      SELECT min(o.player_id, NEW.player_id), max(o.player_id, NEW.player_id), 1,
        CASE WHEN o.player_id < NEW.player_id THEN o.rank < NEW.rank ELSE NEW.rank < o.rank END,
        CASE WHEN o.player_id < NEW.player_id THEN NEW.rank < o.rank ELSE o.rank < NEW.rank END,
        o.rank = NEW.rank
      FROM results o WHERE o.match_id = NEW.match_id AND o.seat <> NEW.seat AND o.player_id <> NEW.player_id
    ON CONFLICT DO UPDATE SET games = games + 1, a_ahead = a_ahead + excluded.a_ahead,
      b_ahead = b_ahead + excluded.b_ahead, level = level + excluded.level;
  END;
  CREATE TRIGGER recruits_totals AFTER INSERT ON recruits BEGIN
    INSERT INTO player_townsmen VALUES (NEW.player_id, NEW.townsman, NEW.count)
    ON CONFLICT DO UPDATE SET count = count + NEW.count;
  END;
  CREATE TRIGGER recruits_more AFTER UPDATE OF count ON recruits BEGIN
    UPDATE player_townsmen SET count = count + NEW.count - OLD.count
    WHERE player_id = NEW.player_id AND townsman = NEW.townsman;
  END;

  INSERT INTO player_totals SELECT player_id, count(*), sum(rank = 1), sum(total), max(total), sum(townsmen),
    sum(majorities), sum(thirty_plus), sum(all_types), sum(richest), sum(crests), sum(crest_count)
    FROM results GROUP BY player_id;
  INSERT INTO player_counts SELECT player_id, player_count, count(*), sum(rank = 1) FROM results
    GROUP BY player_id, player_count;
  INSERT INTO player_days SELECT player_id, date(finished_at / 1000, 'unixepoch', 'localtime') AS day, count(*),
    sum(rank = 1) FROM results GROUP BY player_id, day;
  INSERT INTO player_guilds SELECT player_id, favourite_guild, count(*) FROM results
    WHERE favourite_guild IS NOT NULL GROUP BY player_id, favourite_guild;
  INSERT INTO player_townsmen SELECT player_id, townsman, sum(count) FROM recruits GROUP BY player_id, townsman;
  INSERT INTO player_pairs SELECT a.player_id, b.player_id, count(*), sum(a.rank < b.rank), sum(b.rank < a.rank),
    sum(a.rank = b.rank)
    FROM results a JOIN results b ON a.match_id = b.match_id AND a.player_id < b.player_id
    GROUP BY a.player_id, b.player_id;
  `,
  // Series: a rematch points to the first match of its series (the first match points nowhere).
  `
  ALTER TABLE matches ADD COLUMN series_id INTEGER REFERENCES matches (id) ON DELETE SET NULL;
  CREATE INDEX matches_series ON matches (series_id) WHERE series_id IS NOT NULL;
  `,
  // Stand-ins: where bots played players' seats (the record's `standIns`), the table's opt-in
  // automatic stand-in, and when a match was last played (Home's list of games to continue). A result
  // a stand-in bot had a hand in counts for its player apart (stand_in_games), never as a game, a win
  // or a loss: the running totals skip it.
  `
  ALTER TABLE matches ADD COLUMN stand_ins TEXT;
  ALTER TABLE matches ADD COLUMN auto_stand_in TEXT;
  ALTER TABLE matches ADD COLUMN last_played INTEGER;
  ALTER TABLE results ADD COLUMN stood_in INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE player_totals ADD COLUMN stand_in_games INTEGER NOT NULL DEFAULT 0;
  DROP TRIGGER results_totals;
  CREATE TRIGGER results_totals AFTER INSERT ON results WHEN NEW.stood_in = 0 BEGIN
    INSERT INTO player_totals (player_id, games, wins, total, best, townsmen, majorities, thirty_plus, all_types,
      richest, crests, crest_count)
    VALUES (NEW.player_id, 1, NEW.rank = 1, NEW.total, NEW.total, NEW.townsmen,
      NEW.majorities, NEW.thirty_plus, NEW.all_types, NEW.richest, NEW.crests, NEW.crest_count)
    ON CONFLICT (player_id) DO UPDATE SET games = games + 1, wins = wins + (NEW.rank = 1),
      total = total + NEW.total, best = max(best, NEW.total), townsmen = townsmen + NEW.townsmen,
      majorities = majorities + NEW.majorities, thirty_plus = thirty_plus + NEW.thirty_plus,
      all_types = all_types + NEW.all_types, richest = richest + NEW.richest, crests = crests + NEW.crests,
      crest_count = crest_count + NEW.crest_count;
    INSERT INTO player_counts VALUES (NEW.player_id, NEW.player_count, 1, NEW.rank = 1)
    ON CONFLICT DO UPDATE SET games = games + 1, wins = wins + (NEW.rank = 1);
    INSERT INTO player_days
      VALUES (NEW.player_id, date(NEW.finished_at / 1000, 'unixepoch', 'localtime'), 1, NEW.rank = 1)
    ON CONFLICT DO UPDATE SET games = games + 1, wins = wins + (NEW.rank = 1);
    INSERT INTO player_guilds SELECT NEW.player_id, NEW.favourite_guild, 1 WHERE NEW.favourite_guild IS NOT NULL
    ON CONFLICT DO UPDATE SET games = games + 1;
    INSERT INTO player_pairs
      SELECT min(o.player_id, NEW.player_id), max(o.player_id, NEW.player_id), 1,
        CASE WHEN o.player_id < NEW.player_id THEN o.rank < NEW.rank ELSE NEW.rank < o.rank END,
        CASE WHEN o.player_id < NEW.player_id THEN NEW.rank < o.rank ELSE o.rank < NEW.rank END,
        o.rank = NEW.rank
      FROM results o WHERE o.match_id = NEW.match_id AND o.seat <> NEW.seat AND o.player_id <> NEW.player_id
        AND o.stood_in = 0
    ON CONFLICT DO UPDATE SET games = games + 1, a_ahead = a_ahead + excluded.a_ahead,
      b_ahead = b_ahead + excluded.b_ahead, level = level + excluded.level;
  END;
  CREATE TRIGGER results_stood_in AFTER INSERT ON results WHEN NEW.stood_in = 1 BEGIN
    INSERT INTO player_totals (player_id, games, wins, total, best, townsmen, majorities, thirty_plus, all_types,
      richest, crests, crest_count, stand_in_games)
    VALUES (NEW.player_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)
    ON CONFLICT (player_id) DO UPDATE SET stand_in_games = stand_in_games + 1;
  END;
  `,
  // Guests are their own players (guest_key), never merged into a local profile by name; a LAN
  // host's games keep where they were hosted (lan_host), to reopen there after a restart.
  `
  ALTER TABLE players ADD COLUMN guest_key TEXT;
  DROP INDEX players_human_name;
  CREATE UNIQUE INDEX players_human_name ON players (name COLLATE NOCASE)
    WHERE bot_level IS NULL AND guest_key IS NULL;
  CREATE UNIQUE INDEX players_guest ON players (guest_key) WHERE guest_key IS NOT NULL;
  ALTER TABLE seats ADD COLUMN guest_key TEXT;
  ALTER TABLE matches ADD COLUMN lan_host TEXT;
  `,
  // Hints: whether a table allows them (hints_off, the creator's choice, kept to resume the game) and
  // how many each seat's player was given (counted once per decision).
  `
  ALTER TABLE matches ADD COLUMN hints_off INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE seats ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
  `,
  // Games counted as games: a bot level may fill several seats of one match, and those are seats of
  // one game. Totals and counts by player count keep seats apart from games (distinct matches); the
  // head-to-head counts matches, each side placed by its best seat, once the match is finished. The
  // per-day table gives way to each player's games in order, read from the results.
  `
  ALTER TABLE player_totals ADD COLUMN seats INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE player_counts ADD COLUMN seats INTEGER NOT NULL DEFAULT 0;
  DROP TRIGGER results_totals;
  DROP TABLE player_days;
  CREATE TRIGGER results_totals AFTER INSERT ON results WHEN NEW.stood_in = 0 BEGIN
    INSERT INTO player_totals (player_id, games, seats, wins, total, best, townsmen, majorities, thirty_plus,
      all_types, richest, crests, crest_count)
    VALUES (NEW.player_id, 1, 1, NEW.rank = 1, NEW.total, NEW.total, NEW.townsmen,
      NEW.majorities, NEW.thirty_plus, NEW.all_types, NEW.richest, NEW.crests, NEW.crest_count)
    ON CONFLICT (player_id) DO UPDATE SET
      games = games + NOT EXISTS (SELECT 1 FROM results o WHERE o.match_id = NEW.match_id
        AND o.player_id = NEW.player_id AND o.seat <> NEW.seat AND o.stood_in = 0),
      seats = seats + 1, wins = wins + (NEW.rank = 1),
      total = total + NEW.total, best = max(best, NEW.total), townsmen = townsmen + NEW.townsmen,
      majorities = majorities + NEW.majorities, thirty_plus = thirty_plus + NEW.thirty_plus,
      all_types = all_types + NEW.all_types, richest = richest + NEW.richest, crests = crests + NEW.crests,
      crest_count = crest_count + NEW.crest_count;
    INSERT INTO player_counts (player_id, player_count, games, seats, wins)
    VALUES (NEW.player_id, NEW.player_count, 1, 1, NEW.rank = 1)
    ON CONFLICT DO UPDATE SET
      games = games + NOT EXISTS (SELECT 1 FROM results o WHERE o.match_id = NEW.match_id
        AND o.player_id = NEW.player_id AND o.seat <> NEW.seat AND o.stood_in = 0),
      seats = seats + 1, wins = wins + (NEW.rank = 1);
    INSERT INTO player_guilds SELECT NEW.player_id, NEW.favourite_guild, 1 WHERE NEW.favourite_guild IS NOT NULL
    ON CONFLICT DO UPDATE SET games = games + 1;
  END;
  CREATE TRIGGER match_pairs AFTER UPDATE OF status ON matches
  WHEN NEW.status = 'finished' AND OLD.status <> 'finished' BEGIN
    INSERT INTO player_pairs (a, b, games, a_ahead, b_ahead, level)
      SELECT x.player_id, y.player_id, 1, x.best < y.best, y.best < x.best, x.best = y.best
      FROM (SELECT player_id, min(rank) AS best FROM results WHERE match_id = NEW.id AND stood_in = 0
              GROUP BY player_id) x
        JOIN (SELECT player_id, min(rank) AS best FROM results WHERE match_id = NEW.id AND stood_in = 0
              GROUP BY player_id) y ON x.player_id < y.player_id
      WHERE true
    ON CONFLICT DO UPDATE SET games = games + 1, a_ahead = a_ahead + excluded.a_ahead,
      b_ahead = b_ahead + excluded.b_ahead, level = level + excluded.level;
  END;

  UPDATE player_totals SET
    seats = (SELECT count(*) FROM results r WHERE r.player_id = player_totals.player_id AND r.stood_in = 0),
    games = (SELECT count(DISTINCT match_id) FROM results r
      WHERE r.player_id = player_totals.player_id AND r.stood_in = 0);
  UPDATE player_counts SET
    seats = (SELECT count(*) FROM results r WHERE r.player_id = player_counts.player_id
      AND r.player_count = player_counts.player_count AND r.stood_in = 0),
    games = (SELECT count(DISTINCT match_id) FROM results r WHERE r.player_id = player_counts.player_id
      AND r.player_count = player_counts.player_count AND r.stood_in = 0);
  DELETE FROM player_pairs;
  WITH best AS (
    SELECT match_id, player_id, min(rank) AS best FROM results WHERE stood_in = 0 GROUP BY match_id, player_id
  )
  INSERT INTO player_pairs (a, b, games, a_ahead, b_ahead, level)
    SELECT x.player_id, y.player_id, count(*), sum(x.best < y.best), sum(y.best < x.best), sum(x.best = y.best)
    FROM best x JOIN best y ON x.match_id = y.match_id AND x.player_id < y.player_id
    GROUP BY x.player_id, y.player_id;
  `,
  // Undo: whether a table allows it (undo_off, the creator's choice, kept to resume the game) and every
  // decision taken back: whose, how many actions stood after it (keep) and how many went (undone). The
  // actions taken back are deleted; these rows count take-backs in the history, and give a resumed
  // game its state token (one change per action ever played and per take-back).
  `
  ALTER TABLE matches ADD COLUMN undo_off INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE take_backs (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    keep INTEGER NOT NULL,
    undone INTEGER NOT NULL CHECK (undone > 0)
  );
  CREATE INDEX take_backs_match ON take_backs (match_id);
  `,
  // The chat of a LAN table, kept with its game so that a restarted host gives it back: each line by its
  // number at the table, its sender's seat (null: the creator holding none), the name and colour it was
  // sent under, and its content as the protocol carries it (a quick phrase's id, or the text).
  `
  CREATE TABLE chat_lines (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    n INTEGER NOT NULL,
    seat INTEGER,
    name TEXT,
    color TEXT,
    content TEXT NOT NULL,
    said_at INTEGER NOT NULL,
    PRIMARY KEY (match_id, n)
  ) WITHOUT ROWID;
  `,
  // Post-game reviews, one per seat of a match, kept once computed (a review takes minutes); a review
  // with more simulations per decision replaces one with fewer.
  `
  CREATE TABLE reviews (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    iterations INTEGER NOT NULL,
    result TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
  );
  `,
  // Head-to-head by seat, as a bot level's other figures: every seat of one player against every seat
  // of the other is one meeting (Ana's seat against three medium seats: three meetings, each won by
  // whoever finished ahead). A pair's games stay the finished matches both played; ahead, behind and
  // level count meetings.
  `
  DROP TRIGGER match_pairs;
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
  DELETE FROM player_pairs;
  INSERT INTO player_pairs (a, b, games, a_ahead, b_ahead, level)
    SELECT x.player_id, y.player_id, count(DISTINCT x.match_id), sum(x.rank < y.rank), sum(y.rank < x.rank),
      sum(x.rank = y.rank)
    FROM results x JOIN results y ON y.match_id = x.match_id AND x.player_id < y.player_id
    WHERE x.stood_in = 0 AND y.stood_in = 0
    GROUP BY x.player_id, y.player_id;
  `,
  // The table sizes and bot levels leave the schema (its own file, as it rebuilds three tables).
  LEAVE_ENGINE_LISTS,
  // A table whose creator is its display (the board on a big screen, the players at their phones): kept
  // so that a restarted host brings the table back as one, its display claiming the creator's rights.
  `
  ALTER TABLE matches ADD COLUMN display INTEGER NOT NULL DEFAULT 0;
  `,
  // A table its creator did not name: whose it is and its number among that owner's (JSON, as the
  // protocol's DefaultTableName), which each reader's screen words in its language; null: the name
  // was typed, or the row is older (its stored words stay as they were).
  `
  ALTER TABLE matches ADD COLUMN table_default TEXT;
  `,
  // A guest back with the token of a finished game the host no longer holds in memory (a seat's, or the
  // creator's): the store finds the game by the token's hash, so that the guest sees its end again
  // without the evening's code.
  `
  CREATE INDEX seats_token ON seats (token_hash) WHERE token_hash IS NOT NULL;
  CREATE INDEX matches_admin_token ON matches (admin_token_hash) WHERE admin_token_hash IS NOT NULL;
  `,
];
