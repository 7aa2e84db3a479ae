// Il regolamento nell'app, con parole nostre, e la guida passo passo alla prima partita.
import type { RulesText } from '../en/rules.ts';

export const rules: RulesText = {
  title: 'Come si gioca a Norenberc',
  intro:
    'Sei un mercante della Norimberga medievale. Conquista il favore delle gilde comprando le loro merci, assumi i loro artigiani e i cittadini che ospitano, e dopo quattro round vince il mercante con più punti vittoria (PV).',
  sections: [
    {
      id: 'board',
      title: 'Il tavolo',
      figure: 'house',
      paragraphs: [
        'Le sedi delle gilde in gioco stanno sul tavolo nell’ordine dei loro numeri (2 giocatori: 3 gilde; 3: 4; 4: 5; 5: tutte e 6).',
        'La bottega (colonna a sinistra) contiene gli artigiani che saranno capi della gilda, uno per round, dalla finestra in basso verso l’alto; la finestra in alto ha una pila di due. La finestra in basso è il capo della gilda attuale: il suo valore è il prezzo della gilda.',
        'Il magazzino contiene le merci che chiunque può comprare qui. Gli alloggi sotto ospitano fino a quattro ospiti (artigiani e cittadini) da assumere; il prezzo di ogni finestra è stampato sotto.',
        'Ogni gilda ha una pila di blasoni per i suoi favoriti. A ogni round una gilda è la gilda di prestigio e offre anche un blasone di prestigio.',
      ],
    },
    {
      id: 'turn',
      title: 'Un turno: pianificare, poi agire',
      figure: 'cards',
      paragraphs: [
        'Tutti pianificano insieme e in segreto: scegli le gilde dove agirai in questo turno, al massimo una carta per gilda e non più carte dei tuoi agenti disponibili. Oppure passa: allora hai finito per il resto del round.',
        'Poi le gilde vengono chiamate nell’ordine dei numeri. In ogni gilda i giocatori che l’hanno pianificata agiscono nell’ordine di turno, un’azione ciascuno, e il loro agente sale sul tetto della gilda.',
        'Quando tutte le gilde sono state chiamate il turno finisce. Un giocatore senza agenti disponibili ha finito per il round. Il round continua, turno dopo turno, finché tutti hanno finito.',
      ],
    },
    {
      id: 'actions',
      title: 'Le quattro azioni',
      figure: 'goods',
      paragraphs: [
        'Vendere: vendi alla gilda quante delle sue merci vuoi, al prezzo del capo della gilda ciascuna.',
        'Comprare: compra fino a 3 merci di qualsiasi tipo dal magazzino, al prezzo del capo della gilda ciascuna. (Nel primissimo turno a 4 e 5 giocatori una gilda affollata vende meno.)',
        'Assumere: prendi un ospite dagli alloggi e paga il prezzo della sua finestra in merci, versate al magazzino. Guadagni 1 tallero per ogni agente già sul tetto e puoi passare in testa all’ordine di turno.',
        'Non fare nulla: il tuo agente sale comunque sul tetto.',
        'Prezzi delle finestre: 1) una merce della gilda; 2) una della gilda e una a scelta; 3) due della gilda, oppure una e due a scelta; 4) tre della gilda, oppure due e due a scelta.',
      ],
    },
    {
      id: 'guests',
      title: 'Artigiani e cittadini',
      figure: 'tiles',
      paragraphs: [
        'Gli artigiani (cornice di pietra) hanno un valore da 2 a 7 e contano a fine partita per la loro gilda. Alcuni mostrano agente+: chi ne prende uno guadagna un agente (al massimo 8).',
        'I cittadini (cornice di legno) hanno un’abilità speciale. Stella: subito quando vengono assunti, poi tornano nella pila degli ospiti. Luna: alla fine di ogni round. Sole: a fine partita. La tabella qui sotto li elenca tutti.',
      ],
    },
    {
      id: 'roundEnd',
      title: 'La fine di un round',
      figure: 'crests',
      paragraphs: [
        'Ogni capo della gilda sceglie un favorito: il giocatore con più merci della gilda (in caso di pareggio chi ha più talleri, poi chi è più avanti nell’ordine di turno). Il favorito restituisce una merce e prende il capo della gilda, un blasone e il blasone di prestigio se è la gilda di prestigio. Se nessuno ha quelle merci, il capo della gilda lascia la partita.',
        'Poi ognuno riprende i suoi agenti e incassa 3 talleri (più Musicisti e Sindaci). L’artigiano successivo scende come capo della gilda, gli alloggi perdono l’ospite più a sinistra e vengono riempiti, e si sceglie una nuova gilda di prestigio: il capo più alto, mai la stessa gilda due volte di fila.',
      ],
    },
    {
      id: 'scoring',
      title: 'Il punteggio',
      figure: 'scoring',
      paragraphs: [
        'Maggioranze: per ogni gilda i giocatori con il valore totale di artigiani più alto fanno 5, 3 e 1 PV (pareggio: più tessere; ancora pari: 4 a testa per il primo posto, 2 a testa per il secondo, 0 per il terzo). I posti mancanti vanno a un unico primo.',
        '2 PV per ogni gilda in cui i tuoi artigiani valgono 30 o più; 5 PV per almeno un artigiano di ogni gilda in gioco; 5 PV al giocatore più ricco (2 a testa in caso di pareggio).',
        'Blasoni: i blasoni diversi valgono 2, 5, 9, 14 e 20 PV per 3, 4, 5, 6 e 7 o più. Ogni blasone di prestigio conta come un blasone diverso. I cittadini con il sole aggiungono i loro punti.',
        'Vince chi ha più PV; in caso di pareggio chi ha più artigiani, poi il valore totale di artigiani più alto.',
      ],
    },
  ],
  townsmenTitle: 'I cittadini',
  walkthrough: {
    title: 'La tua prima partita, passo passo',
    intro: 'Una breve guida per i primi turni. Aprila accanto al tabellone quando vuoi.',
    steps: [
      {
        title: 'Leggi i prezzi',
        text: 'Guarda la moneta su ogni sede: è il valore del capo della gilda. I prezzi bassi sono buoni per comprare, quelli alti per vendere. Il blasone di prestigio mostra la gilda il cui favore vale di più in questo round.',
      },
      {
        title: 'Pianifica il primo turno',
        text: 'Inizi con 4 agenti, 25 talleri e una merce di ogni gilda. Scegli due o tre gilde: per esempio compra a poco dove il prezzo è 2 o 3, e assumi dove un buon artigiano aspetta negli alloggi.',
      },
      {
        title: 'Compra per diventare favorito',
        text: 'A fine round il favorito di ogni gilda è il giocatore con più merci di quella gilda. Due o tre merci di un tipo spesso bastano per un capo della gilda, un blasone e magari il blasone di prestigio.',
      },
      {
        title: 'Assumi pensando alla fine',
        text: 'Gli artigiani decidono le maggioranze a fine partita. Punta alle gilde dove puoi essere primo e cerca gli artigiani agente+ e i cittadini utili. Assumere permette anche di passare in testa all’ordine di turno.',
      },
      {
        title: 'Tieni un agente da parte',
        text: 'Il round finisce solo quando tutti hanno finito. Chi ha ancora agenti agisce nei turni seguenti mentre gli altri aspettano: tenerne uno può darti l’ultima parola in una gilda.',
      },
      {
        title: 'Colleziona blasoni',
        text: 'I blasoni diversi valgono molto a fine partita: 5 blasoni diversi danno già 9 PV. I blasoni di prestigio contano come diversi.',
      },
      {
        title: 'Attento al denaro',
        text: 'I talleri spareggiano i favoriti e il giocatore più ricco prende 5 PV, ma il denaro fermo rende poco altro. Vendi caro per comprare a poco.',
      },
    ],
  },
  back: 'Indietro',
  next: 'Avanti',
  contents: 'Indice',
  scoringTable: { crests: 'Blasoni diversi', vp: 'PV' },
  housePins: [
    'Tetto: agenti e Sindaci',
    'Bottega: futuri capi della gilda',
    'Capo della gilda (prezzo)',
    'Blasoni',
    'Blasone di prestigio',
    'Prezzo',
    'Magazzino',
    'Alloggi',
    'Prezzi delle finestre',
  ],
};
