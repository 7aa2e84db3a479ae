// Les mots français de l'écran de la table (le plateau sur le grand écran, chaque joueur sur son
// téléphone) et d'un téléphone à une telle table.
import type { TableMode } from '../en/tableMode.ts';

export const tableMode: TableMode = {
  title: 'Jouer à la table',
  scan: 'Scannez avec votre téléphone pour prendre place',
  seats: 'À la table',
  waitingSeat: 'en attente d’un joueur…',
  addBot: 'Un robot prend une place',
  start: 'Commencer la partie',
  startNeeds: 'Deux joueurs au moins, puis commencez : les places vides s’en vont.',
  onlyHousehold:
    'Seul l’écran de l’hôte peut être la table : ouvrez Jouer à la table sur l’ordinateur qui héberge les parties.',
  status: {
    deciding: 'décide…',
    decided: 'a décidé',
    finished: 'a fini la manche',
    waiting: 'attend',
    away: 'absent',
    standIn: 'absent : un bot joue à sa place',
  },
  planning: 'Chacun planifie en secret, sur son téléphone',
  calling: (guild: string) => `Appel : ${guild}`,
  skipHelp: 'Un joueur passe à la suite depuis son téléphone',
  ended: 'La partie est finie',
  skip: 'Passer à la suite sur la table',
  roundEnded: (title: string) => `${title} : racontée sur la table, à lire ici`,
  wholeBoard: 'Voir tout le plateau',
  vpIfEnded: 'PV si la partie finissait maintenant, hors thalers',
};
