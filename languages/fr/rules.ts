// La règle dans l'application, en nos propres mots, et la visite guidée de la première partie.
import type { RulesText } from '../en/rules.ts';
import { typeset } from '../typeset.ts';
import { frenchSpaces } from './typography.ts';

const written: RulesText = {
  title: 'Comment jouer à Norenberc',
  intro:
    'Vous êtes un marchand de la Nuremberg médiévale. Gagnez la faveur des guildes en achetant leurs marchandises, embauchez leurs artisans et les citadins qu’elles logent, et après quatre manches le marchand qui a le plus de points de victoire (PV) l’emporte.',
  sections: [
    {
      id: 'board',
      title: 'La table',
      figure: 'house',
      paragraphs: [
        'Les maisons des guildes en jeu sont alignées dans l’ordre de leurs numéros (2 joueurs : 3 guildes ; 3 : 4 ; 4 : 5 ; 5 : les 6).',
        'L’atelier (colonne de gauche) contient les artisans qui seront maîtres de guilde, un par manche, de la fenêtre du bas vers le haut ; la fenêtre du haut porte une pile de deux. La fenêtre du bas est le maître de guilde actuel : sa valeur est le prix de la guilde.',
        'Le magasin contient les marchandises que chacun peut acheter ici. Les chambres en dessous logent jusqu’à quatre invités (artisans et citadins) à embaucher ; le prix de chaque fenêtre est indiqué dessous.',
        'Chaque guilde a une pile de blasons pour ses favoris. À chaque manche, une guilde est la guilde de prestige et offre aussi un blason de prestige.',
      ],
    },
    {
      id: 'turn',
      title: 'Un tour : planifier, puis agir',
      figure: 'cards',
      paragraphs: [
        'Tout le monde planifie en même temps et en secret : choisissez les guildes où vous agirez ce tour, une carte au plus par guilde et pas plus de cartes que vos agents disponibles. Ou passez : vous avez alors fini pour le reste de la manche.',
        'Puis les guildes sont appelées dans l’ordre de leurs numéros. Dans chaque guilde, les joueurs qui l’ont planifiée agissent dans l’ordre du tour, une action chacun, et leur agent monte sur le toit de la guilde.',
        'Quand toutes les guildes ont été appelées, le tour se termine. Un joueur sans agent disponible a fini pour la manche. La manche continue, tour après tour, jusqu’à ce que tout le monde ait fini.',
      ],
    },
    {
      id: 'actions',
      title: 'Les quatre actions',
      figure: 'goods',
      paragraphs: [
        'Vendre : vendez à la guilde autant de ses propres marchandises que vous voulez, au prix du maître de guilde chacune.',
        'Acheter : achetez jusqu’à 3 marchandises de tout type au magasin, au prix du maître de guilde chacune. (Au tout premier tour à 4 et 5 joueurs, une guilde très demandée vend moins.)',
        'Embaucher : prenez un invité dans les chambres et payez le prix de sa fenêtre en marchandises, versées au magasin. Vous gagnez 1 thaler par agent déjà sur le toit, et vous pouvez passer en tête de l’ordre du tour.',
        'Ne rien faire : votre agent monte quand même sur le toit.',
        'Prix des fenêtres : 1) une marchandise de la guilde ; 2) une de la guilde et une au choix ; 3) deux de la guilde, ou une et deux au choix ; 4) trois de la guilde, ou deux et deux au choix.',
      ],
    },
    {
      id: 'guests',
      title: 'Artisans et citadins',
      figure: 'tiles',
      paragraphs: [
        'Les artisans (cadre de pierre) ont une valeur de 2 à 7 et comptent en fin de partie pour leur guilde. Certains portent le symbole agent+ : qui en prend un gagne un agent (8 au maximum).',
        'Les citadins (cadre de bois) ont une capacité spéciale. Étoile : aussitôt à l’embauche, puis retour dans la pile des invités. Lune : à la fin de chaque manche. Soleil : en fin de partie. Le tableau ci-dessous les présente tous.',
      ],
    },
    {
      id: 'roundEnd',
      title: 'La fin d’une manche',
      figure: 'crests',
      paragraphs: [
        'Chaque maître de guilde choisit un favori : le joueur qui a le plus de marchandises de la guilde (en cas d’égalité, celui qui a le plus de thalers, puis le mieux placé dans l’ordre du tour). Le favori rend une marchandise et prend le maître de guilde, un blason, et le blason de prestige s’il s’agit de la guilde de prestige. Si personne n’a ces marchandises, le maître de guilde quitte la partie.',
        'Ensuite chacun reprend ses agents et reçoit 3 thalers (plus Musiciens et Maires). L’artisan suivant descend comme maître de guilde, les chambres perdent leur invité le plus à gauche et sont complétées, et une nouvelle guilde de prestige est choisie : le maître le plus fort, jamais deux fois de suite la même guilde.',
      ],
    },
    {
      id: 'scoring',
      title: 'Le décompte',
      figure: 'scoring',
      paragraphs: [
        'Majorités : pour chaque guilde, les joueurs ayant la plus forte valeur totale d’artisans marquent 5, 3 et 1 PV (égalité : le plus de tuiles ; toujours à égalité : 4 chacun pour la première place, 2 chacun pour la deuxième, 0 pour la troisième). Les places manquantes reviennent à un premier unique.',
        '2 PV par guilde où vos artisans valent 30 ou plus ; 5 PV pour au moins un artisan de chaque guilde en jeu ; 5 PV pour le joueur le plus riche (2 chacun en cas d’égalité).',
        'Blasons : les blasons différents rapportent 2, 5, 9, 14 et 20 PV pour 3, 4, 5, 6 et 7 ou plus. Chaque blason de prestige compte comme un blason différent. Les citadins au soleil ajoutent leurs propres points.',
        'Le plus de PV gagne ; en cas d’égalité, le plus d’artisans, puis la plus forte valeur totale d’artisans.',
      ],
    },
  ],
  townsmenTitle: 'Les citadins',
  walkthrough: {
    title: 'Votre première partie, pas à pas',
    intro: 'Un petit guide pour vos premiers tours. Ouvrez-le à côté du plateau quand vous voulez.',
    steps: [
      {
        title: 'Lisez les prix',
        text: 'Regardez la pièce sur chaque maison : c’est la valeur du maître de guilde. Un prix bas est bon pour acheter, un prix haut pour vendre. Le blason de prestige montre la guilde dont la faveur vaut le plus cette manche.',
      },
      {
        title: 'Planifiez votre premier tour',
        text: 'Vous commencez avec 4 agents, 25 thalers et une marchandise de chaque guilde. Choisissez deux ou trois guildes : par exemple achetez à bas prix là où le prix est de 2 ou 3, et embauchez là où un bon artisan attend dans les chambres.',
      },
      {
        title: 'Achetez pour devenir favori',
        text: 'En fin de manche, le favori de chaque guilde est le joueur qui a le plus de ses marchandises. Deux ou trois marchandises d’une sorte suffisent souvent pour gagner un maître de guilde, un blason et parfois le blason de prestige.',
      },
      {
        title: 'Embauchez pour la fin',
        text: 'Les artisans décident des majorités en fin de partie. Visez les guildes où vous pouvez mener, et guettez les artisans agent+ et les citadins utiles. Embaucher permet aussi de passer en tête de l’ordre du tour.',
      },
      {
        title: 'Gardez un agent en réserve',
        text: 'La manche ne finit que lorsque tout le monde a fini. Les joueurs qui ont encore des agents agissent aux tours suivants pendant que les autres attendent : garder un agent peut vous donner le dernier mot dans une guilde.',
      },
      {
        title: 'Collectionnez les blasons',
        text: 'Les blasons différents valent cher en fin de partie : 5 blasons différents rapportent déjà 9 PV. Les blasons de prestige comptent comme différents.',
      },
      {
        title: 'Surveillez votre argent',
        text: 'Les thalers départagent les favoris et le joueur le plus riche gagne 5 PV, mais l’argent qui dort rapporte peu d’autre chose. Vendez cher pour acheter bon marché.',
      },
    ],
  },
  back: 'Précédent',
  next: 'Suivant',
  contents: 'Sommaire',
  scoringTable: { crests: 'Blasons différents', vp: 'PV' },
  housePins: [
    'Toit : agents et Maires',
    'Atelier : futurs maîtres de guilde',
    'Maître de guilde (prix)',
    'Blasons',
    'Blason de prestige',
    'Prix',
    'Magasin',
    'Chambres',
    'Prix des fenêtres',
  ],
};

/** The rules as shown: their texts set in French typography. */
export const rules = typeset(written, frenchSpaces);
