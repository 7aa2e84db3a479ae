// The shape of the rules text in every language.
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
