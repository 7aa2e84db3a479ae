// English words of a table's display (the board on the big screen, each player at their phone) and of
// a phone at such a table.

export const tableMode = {
  title: 'Play at the table',
  /** The display's lobby, read across the room. */
  scan: 'Scan with your phone to take a seat',
  seats: 'At the table',
  waitingSeat: 'waiting for a player…',
  addBot: 'A bot takes a seat',
  start: 'Start the game',
  startNeeds: 'Two players at least, then start: the empty seats go.',
  /** Only the host's own screen holds the household's key, which a display needs. */
  onlyHousehold:
    "Only the host's own screen can be the table: open Play at the table on the computer that hosts the games.",
  /** What each player is doing now, never what they chose. */
  status: {
    deciding: 'deciding…',
    decided: 'decided',
    finished: 'done for the round',
    waiting: 'waiting',
    away: 'away',
    standIn: 'away: a bot plays for them',
  },
  planning: 'Everyone plans in secret, on their phone',
  calling: (guild: string) => `The ${guild} are called`,
  skipHelp: 'A player skips ahead from their phone',
  ended: 'The game is over',
  /** A phone at a table with a display. */
  skip: 'Skip ahead on the table',
  /** A phone at a table: the round's end, told on the display, to read here when the player likes. */
  roundEnded: (title: string) => `${title}: told on the table, read it here`,
  wholeBoard: 'See the whole board',
  /** Over the players' VP on the display: majorities and all, counted as they stand, talers left out. */
  vpIfEnded: 'VP if the game ended now, talers aside',
};

export type TableMode = typeof tableMode;
