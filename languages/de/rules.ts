// Die Spielregel in der App, in unseren eigenen Worten, mit der Anleitung für das erste Spiel (Begriffe
// wie im Glossar von messages.ts).
import type { RulesText } from '../en/rules.ts';

export const rules: RulesText = {
  title: 'So spielt man Norenberc',
  intro:
    'Du bist Kaufmann im mittelalterlichen Nürnberg. Gewinne die Gunst der Gilden, indem du ihre Waren kaufst, wirb ihre Handwerker und die bei ihnen wohnenden Bürger an, und nach vier Runden gewinnt der Kaufmann mit den meisten Siegpunkten (SP).',
  sections: [
    {
      id: 'board',
      title: 'Der Tisch',
      figure: 'house',
      paragraphs: [
        'Jedes Zunfthaus im Spiel steht in der Reihenfolge seiner Nummer auf dem Tisch (2 Spieler: 3 Gilden; 3: 4; 4: 5; 5: alle 6).',
        'Die Werkstatt (linke Spalte) hält die Handwerker, die Gildemeister werden, einer je Runde, vom untersten Fenster aufwärts; das oberste Fenster hält einen Zweierstapel. Das unterste Fenster ist der aktuelle Gildemeister: Sein Wert ist der Preis der Gilde.',
        'Das Lagerhaus hält Waren, die hier jeder kaufen darf. Die Herberge darunter beherbergt bis zu vier Gäste (Handwerker und Bürger), die angeworben werden können; der Preis jedes Fensters steht darunter.',
        'Jede Gilde hat einen Wappenstapel für ihre Günstlinge. Eine Gilde ist in jeder Runde die Prestigegilde und bietet zusätzlich ein Prestigewappen.',
      ],
    },
    {
      id: 'turn',
      title: 'Ein Zug: planen, dann handeln',
      figure: 'cards',
      paragraphs: [
        'Alle planen gleichzeitig und geheim: Wähle die Gilden, bei denen du in diesem Zug handelst, höchstens eine Karte je Gilde und nicht mehr Karten als verfügbare Agenten. Oder passe: Dann bist du für den Rest der Runde fertig.',
        'Danach werden die Gilden in der Reihenfolge ihrer Nummern aufgerufen. Bei jeder Gilde handeln die Spieler, die sie geplant haben, in der Reihenfolge, jeder eine Aktion, und ihr Agent steigt aufs Dach der Gilde.',
        'Sind alle Gilden aufgerufen, endet der Zug. Wer keine verfügbaren Agenten mehr hat, ist für die Runde fertig. Die Runde geht Zug um Zug weiter, bis alle fertig sind.',
      ],
    },
    {
      id: 'actions',
      title: 'Die vier Aktionen',
      figure: 'goods',
      paragraphs: [
        'Verkaufen: Verkaufe der Gilde beliebig viele ihrer eigenen Waren, für je den Gildemeisterpreis.',
        'Kaufen: Kaufe bis zu 3 Waren beliebiger Art aus dem Lagerhaus, für je den Gildemeisterpreis. (Im allerersten Zug einer Partie zu viert oder zu fünft verkauft eine überlaufene Gilde weniger.)',
        'Anwerben: Nimm einen Gast aus der Herberge und zahle den Preis seines Fensters in Waren ins Lagerhaus. Du erhältst 1 Taler je Agent, der schon auf dem Dach steht, und darfst deinen Marker an die Spitze der Reihenfolge setzen.',
        'Nichts tun: Dein Agent steigt trotzdem aufs Dach.',
        'Fensterpreise: 1) eine Ware der Gilde; 2) eine ihrer Waren und eine beliebige; 3) zwei ihrer Waren, oder eine und zwei beliebige; 4) drei ihrer Waren, oder zwei und zwei beliebige.',
      ],
    },
    {
      id: 'guests',
      title: 'Handwerker und Bürger',
      figure: 'tiles',
      paragraphs: [
        'Handwerker (Steinrahmen) tragen einen Wert von 2 bis 7 und zählen am Ende für ihre Gilde. Manche zeigen Agent+: Wer einen nimmt, erhält einen Agenten (höchstens 8).',
        'Bürger (Holzrahmen) haben eine besondere Fähigkeit. Stern: sofort beim Anwerben, danach zurück in den Gästestapel. Mond: am Ende jeder Runde. Sonne: bei Spielende. Die Tabelle unten nennt sie alle.',
      ],
    },
    {
      id: 'roundEnd',
      title: 'Das Ende einer Runde',
      figure: 'crests',
      paragraphs: [
        'Jeder Gildemeister wählt einen Günstling: den Spieler mit den meisten Waren der Gilde (bei Gleichstand den mit mehr Talern, dann den in der Reihenfolge vorderen). Der Günstling gibt eine Ware ab und nimmt den Gildemeister, ein Wappen und, bei der Prestigegilde, das Prestigewappen. Hat niemand solche Waren, verlässt der Gildemeister das Spiel.',
        'Dann holen alle ihre Agenten zurück und erhalten 3 Taler (dazu Musikanten und Bürgermeister). Der nächste Handwerker rückt als Gildemeister nach, die Herbergen verlieren ihren Gast ganz links und werden aufgefüllt, und eine neue Prestigegilde wird bestimmt: der höchste Gildemeister, nie zweimal hintereinander dieselbe Gilde.',
      ],
    },
    {
      id: 'scoring',
      title: 'Wertung',
      figure: 'scoring',
      paragraphs: [
        'Mehrheiten: In jeder Gilde erhalten die Spieler mit dem höchsten Gesamtwert an Handwerkern 5, 3 und 1 SP (bei Gleichstand zählen mehr Plättchen; weiter gleich: je 4 für den ersten, je 2 für den zweiten, 0 für den dritten Platz). Fehlende Plätze gehen an einen alleinigen ersten Platz.',
        '2 SP für jede Gilde, in der deine Handwerker zusammen 30 oder mehr wert sind; 5 SP für mindestens einen Handwerker jeder Gilde im Spiel; 5 SP für den reichsten Spieler (2 für jeden bei Gleichstand).',
        'Wappen: Verschiedene Wappen bringen 2, 5, 9, 14 und 20 SP für 3, 4, 5, 6 und 7 oder mehr. Jedes Prestigewappen zählt als eigenes Wappen. Bürger mit der Sonne bringen ihre eigenen Punkte.',
        'Die meisten SP gewinnen; bei Gleichstand entscheiden mehr Handwerker, dann der höhere Gesamtwert der Handwerker.',
      ],
    },
  ],
  townsmenTitle: 'Die Bürger',
  walkthrough: {
    title: 'Dein erstes Spiel, Schritt für Schritt',
    intro: 'Eine kurze Anleitung für deine ersten Züge. Öffne sie neben dem Spielplan, wann immer du willst.',
    steps: [
      {
        title: 'Lies die Preise',
        text: 'Sieh dir die Münze an jedem Haus an: Sie zeigt den Wert des Gildemeisters. Niedrige Preise sind gut zum Kaufen, hohe zum Verkaufen. Das Prestigewappen zeigt, wessen Gunst in dieser Runde am meisten wert ist.',
      },
      {
        title: 'Plane deinen ersten Zug',
        text: 'Du beginnst mit 4 Agenten, 25 Talern und einer Ware jeder Gilde. Wähle zwei oder drei Gilden: Kaufe zum Beispiel günstige Waren, wo der Preis 2 oder 3 ist, und wirb an, wo ein guter Handwerker in der Herberge wartet.',
      },
      {
        title: 'Kaufe auf einen Günstling hin',
        text: 'Am Ende der Runde ist der Günstling jeder Gilde der Spieler mit den meisten ihrer Waren. Zwei oder drei Waren einer Art gewinnen oft einen Gildemeister, ein Wappen und vielleicht das Prestigewappen.',
      },
      {
        title: 'Wirb für das Ende an',
        text: 'Handwerker entscheiden am Ende die Mehrheiten. Ziele auf die Gilden, in denen du führen kannst, und achte auf Handwerker mit Agent+ und nützliche Bürger. Wer anwirbt, darf auch an die Spitze der Reihenfolge springen.',
      },
      {
        title: 'Halte einen Agenten zurück',
        text: 'Die Runde endet erst, wenn alle fertig sind. Wer noch Agenten hat, handelt in späteren Zügen wieder, während andere warten; einen zurückzuhalten kann dir bei einer Gilde das letzte Wort geben.',
      },
      {
        title: 'Sammle Wappen',
        text: 'Verschiedene Wappen sind am Ende viel wert: 5 verschiedene bringen schon 9 SP. Prestigewappen zählen als eigene Wappen.',
      },
      {
        title: 'Achte auf dein Geld',
        text: 'Taler entscheiden Gleichstände um Günstlinge, und der reichste Spieler erhält 5 SP, doch ungenutztes Geld bringt sonst wenig. Verkaufe teuer, um billig zu kaufen.',
      },
    ],
  },
  back: 'Zurück',
  next: 'Weiter',
  contents: 'Inhalt',
  scoringTable: { crests: 'Verschiedene Wappen', vp: 'SP' },
  housePins: [
    'Dach: Agenten und Bürgermeister',
    'Werkstatt: künftige Gildemeister',
    'Gildemeister (Preis)',
    'Wappen',
    'Prestigewappen',
    'Preis',
    'Lagerhaus',
    'Herberge',
    'Fensterpreise',
  ],
};
