// Schema migrations, applied in order by `user_version`: migration i takes the database from
// version i to i + 1, each in one transaction. Never edit a released migration: add one.
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
];
