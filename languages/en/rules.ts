// The in-app rules reference, written for this app in our own words, and the first-game walkthrough;
// its shape (RulesText) is every language's.
export type Figure = 'house' | 'cards' | 'goods' | 'tiles' | 'crests' | 'scoring';

export interface RulesText {
  title: string;
  intro: string;
  sections: { id: string; title: string; figure: Figure; paragraphs: string[] }[];
  townsmenTitle: string;
  walkthrough: { title: string; intro: string; steps: { title: string; text: string }[] };
  back: string;
  next: string;
  contents: string;
  scoringTable: { crests: string; vp: string };
  /** Labels of the numbered pins on the guild house figure, in HOUSE_PINS order. */
  housePins: string[];
}

export const rules: RulesText = {
  title: 'How to play Norenberc',
  intro:
    'You are a merchant of medieval Nuremberg. Win the favour of the guilds by buying their goods, recruit their craftsmen and the townsmen lodging with them, and after four rounds the merchant with the most victory points (VP) wins.',
  sections: [
    {
      id: 'board',
      title: 'The table',
      figure: 'house',
      paragraphs: [
        'Each guild house in play stands on the table in its number order (2 players: 3 guilds; 3: 4; 4: 5; 5: all 6).',
        "The workshop (left column) holds the craftsmen who will be guildmaster, one per round, from the bottom window up; the top window holds a stack of two. The bottom window is the current guildmaster: his value is the guild's price.",
        'The storehouse holds goods anyone may buy here. The lodgings below hold up to four guests (craftsmen and townsmen) who can be recruited; the price of each window is printed under it.',
        'Each guild has a stack of crests for its favourites. One guild each round is the prestige guild and also offers a prestige crest.',
      ],
    },
    {
      id: 'turn',
      title: 'A turn: plan, then act',
      figure: 'cards',
      paragraphs: [
        'Everyone plans at the same time and in secret: choose the guilds where you will act this turn, at most one card per guild and no more cards than your available agents. Or pass: you are then finished for the rest of the round.',
        "Then the guilds are called in number order. At each guild, the players who planned it act in turn order, one action each, and their agent goes up to the guild's roof.",
        'When every guild has been called the turn ends. A player without available agents is finished for the round. The round goes on, turn after turn, until everyone is finished.',
      ],
    },
    {
      id: 'actions',
      title: 'The four actions',
      figure: 'goods',
      paragraphs: [
        "Sell: sell any number of the guild's own goods to it, for the guildmaster's price each.",
        "Buy: buy up to 3 goods of any type from the storehouse, for the guildmaster's price each. (In the very first turn of 4- and 5-player games a crowded guild sells fewer.)",
        "Recruit: take one guest from the lodgings and pay its window's price in goods into the storehouse. You earn 1 taler per agent already on the roof, and you may move your marker to the front of the turn order.",
        'Do nothing: your agent still goes to the roof.',
        "Window prices: 1) one of the guild's goods; 2) one of its goods and one of any; 3) two of its goods, or one and two of any; 4) three of its goods, or two and two of any.",
      ],
    },
    {
      id: 'guests',
      title: 'Craftsmen and townsmen',
      figure: 'tiles',
      paragraphs: [
        'Craftsmen (stone frame) carry a value from 2 to 7 and count at the end for their guild. Some show agent+: whoever takes one gains an agent (8 at most).',
        'Townsmen (wooden frame) have a special ability. Star: at once when recruited, then back into the guest stack. Moon: at the end of each round. Sun: at the end of the game. The table below lists them all.',
      ],
    },
    {
      id: 'roundEnd',
      title: 'The end of a round',
      figure: 'crests',
      paragraphs: [
        "Each guildmaster chooses a favourite: the player with the most of the guild's goods (a tie goes to the player with more talers, then to the better turn order position). The favourite returns one good and takes the guildmaster, a crest, and the prestige crest if it is the prestige guild. Nobody with such goods: the guildmaster leaves the game.",
        'Then everyone takes their agents back and earns 3 talers (plus Musicians and Mayors). The next craftsman slides down as guildmaster, the lodgings lose their leftmost guest and are refilled, and a new prestige guild is chosen: the highest guildmaster, never the same guild twice in a row.',
      ],
    },
    {
      id: 'scoring',
      title: 'Scoring',
      figure: 'scoring',
      paragraphs: [
        'Majorities: for each guild, the players with the highest total craftsman value score 5, 3 and 1 VP (ties go to more tiles; still tied: 4 each for first, 2 each for second, 0 for third). Missing places go to a single first place.',
        '2 VP for each guild where you hold craftsmen worth 30 or more; 5 VP for at least one craftsman of every guild in play; 5 VP for the richest player (2 each when tied).',
        'Crests: different crests score 2, 5, 9, 14 and 20 VP for 3, 4, 5, 6 and 7 or more. Each prestige crest counts as a different crest. Townsmen with the sun add their own points.',
        'Most VP wins; a tie goes to more craftsmen, then to the higher total craftsman value.',
      ],
    },
  ],
  townsmenTitle: 'The townsmen',
  walkthrough: {
    title: 'Your first game, step by step',
    intro: 'A short guide for your first turns. Open it beside the board whenever you like.',
    steps: [
      {
        title: 'Read the prices',
        text: "Look at the coin on each house: it is the guildmaster's value. Low prices are good for buying, high prices for selling. The prestige crest shows which guild's favour is worth most this round.",
      },
      {
        title: 'Plan your first turn',
        text: 'You start with 4 agents, 25 talers and one good of each guild. Pick two or three guilds: for example buy cheap goods where the price is 2 or 3, and recruit where a good craftsman waits in the lodgings.',
      },
      {
        title: 'Buy toward a favourite',
        text: "At the end of the round each guild's favourite is the player with the most of its goods. Two or three goods of one kind often win a guildmaster, a crest and maybe the prestige crest.",
      },
      {
        title: 'Recruit for the end',
        text: 'Craftsmen decide the majorities at the end. Aim for the guilds where you can lead, and watch for agent+ craftsmen and useful townsmen. Recruiting also lets you jump to the front of the turn order.',
      },
      {
        title: 'Keep an agent back',
        text: 'The round ends only when everyone is finished. Players with agents left act again in later turns while others wait, so holding one back can give you the last word at a guild.',
      },
      {
        title: 'Collect crests',
        text: 'Different crests are worth a lot at the end: 5 different crests already give 9 VP. Prestige crests count as different ones.',
      },
      {
        title: 'Mind your money',
        text: 'Talers break ties for favourites and the richest player earns 5 VP, but money left unused scores little else. Sell dear to buy cheap.',
      },
    ],
  },
  back: 'Back',
  next: 'Next',
  contents: 'Contents',
  scoringTable: { crests: 'Different crests', vp: 'VP' },
  housePins: [
    'Roof: agents and Mayors',
    'Workshop: future guildmasters',
    'Guildmaster (price)',
    'Crests',
    'Prestige crest',
    'Price',
    'Storehouse',
    'Lodgings',
    'Window prices',
  ],
};
