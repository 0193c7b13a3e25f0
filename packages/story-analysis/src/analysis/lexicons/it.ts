import { stripEndings, words, type StoryLexicon } from './story-lexicon.ts';

/** Italian plurals change the last vowel: "lanterne" → "lanterna", "pescatori" → "pescatore", "gatti" → "gatto". */
function lemmas(word: string): string[] {
  const found = [word];
  const stem = word.slice(0, -1);
  if (word.length < 4) return found;
  if (word.endsWith('chi') || word.endsWith('ghi')) found.push(`${word.slice(0, -2)}o`);
  if (word.endsWith('che') || word.endsWith('ghe')) found.push(`${word.slice(0, -2)}a`);
  if (word.endsWith('i')) found.push(`${stem}o`, `${stem}e`, `${stem}a`);
  if (word.endsWith('e')) found.push(`${stem}a`);
  return [...found, ...stripEndings(word, []).slice(1)];
}

/** Italian: articles elide and contract ("l'", "nel", "della"), adjectives mostly follow the noun. */
export const it: StoryLexicon = {
  language: 'it',
  determiners: words(`
    il lo la i gli le l un uno una un' del dello della dei degli delle al allo alla ai agli alle nel nello
    nella nei negli nelle sul sullo sulla sui sugli sulle dal dallo dalla dai dagli dalle col mio mia miei
    mie tuo tua suo sua suoi sue nostro nostra vostro vostra loro questo questa questi queste quel quello
    quella quei quelle ogni qualche
  `),
  indefinites: words(`un uno una`),
  stopwords: words(`
    io tu lui lei noi voi loro mi ti si ci vi ne gli le lo che chi cui quale quando dove come perché
    e ed o ma però se allora poi dopo prima già ancora sempre mai non più molto troppo poco bene male qui
    qua lì là ora oggi domani ieri in su sotto con senza per verso fino da tra fra contro durante di a è
    era sono erano fu ha aveva hanno avevano c sta stava ah oh ciao grazie tutto tutti tutta tutte niente
    nessuno qualcosa qualcuno altro altra stesso stessa improvvisamente piano insieme quasi solo anche
    finalmente infine appena
  `),
  locatives: words(
    `in nel nello nella nei negli nelle su sul sulla sui sotto verso fino tra fra dentro fuori vicino al alla ai a da dal dalla presso`,
  ),
  withWords: words(`con col`),
  andWords: words(`e ed`),
  honorifics: words(
    `signor signore signora signorina sig dottor dottore dottoressa capitano commissario don donna padre madre suor zio zia nonna nonno`,
  ),
  roles: words(`
    fornaio fornaia panettiere panettiera pescatore pescatrice mugnaio mugnaia fabbro pastore pastorella
    contadino contadina cacciatore re regina principe principessa cavaliere soldato capitano marinaio oste
    locandiere locandiera cameriere cameriera cuoco cuoca medico dottore dottoressa maestro maestra
    professore professoressa alunno alunna mercante venditore venditrice poliziotto poliziotta carabiniere
    commissario ispettore detective ladro ladra brigante bandito strega mago maga fata gigante nano folletto
    fantasma drago angelo diavolo mostro robot sceriffo cowboy straniero straniera forestiero viaggiatore
    viaggiatrice pellegrino mendicante bambino bambina ragazzo ragazza neonato vecchio vecchia anziano
    anziana vedova orfano orfana servo serva domestico giardiniere guardiano guardiana custode guardiano-del-faro
    prete parroco suora monaco sindaco giudice controllore autista pilota astronauta ingegnere scienziato
    scienziata proprietario proprietaria vicino vicina amico amica cliente padrone padrona direttore
    direttrice segretaria sarto calzolaio falegname pittore pittrice musicista cantante postino giornalista
    fotografo infermiere infermiera minatore giocatore giocatrice allenatore corridore equipaggio
    abitante paesano paesana libraio fioraio orologiaio comandante apprendista gelataio barista
  `),
  animals: words(`
    cane cagna gatto gatta gattino cucciolo topo ratto cavallo cavalla puledro asino mucca bue toro vitello
    pecora agnello capra maiale gallina gallo oca anatra uccello corvo gufo civetta piccione colomba
    gabbiano passero aquila falco cicogna cigno volpe lupo orso lepre coniglio riccio scoiattolo cervo
    rana rospo serpente pesce trota balena delfino foca scimmia leone tigre elefante cammello ape ragno
    farfalla pipistrello pappagallo terrier mulo tartaruga
  `),
  generic: words(`uomo donna persona gente creatura bestia animale signore signora figura`),
  kinship: words(`
    madre padre figlio figlia fratello sorella nonna nonno zio zia nipote cugino cugina marito moglie
    genitori mamma papà
  `),
  places: words(`
    casa capanna cucina cantina soffitta camera stanza sala salotto corridoio scala forno panetteria bottega
    negozio mercato piazza via vicolo strada sentiero ponte cortile fattoria fienile stalla mulino giardino
    orto parco bosco foresta prato campo montagna collina valle fiume torrente lago stagno mare spiaggia
    costa porto isola faro molo banchina villaggio paese città castello torre chiesa cappella cimitero
    locanda osteria taverna bar caffè saloon albergo hotel stazione binario treno vagone scompartimento
    laboratorio scuola aula biblioteca museo teatro cinema ufficio officina laboratorio fabbrica magazzino
    prigione cella grotta caverna deserto confine ospedale farmacia stadio edicola appartamento balcone
    terrazza serra ranch canyon scogliera libreria macelleria pasticceria gelateria vigna cantiere
  `),
  props: words(`
    pane pagnotta panino torta dolce impasto farina sacco cesto cestino candela lanterna lampada forno
    teglia pentola padella bollitore tazza ciotola bicchiere bottiglia piatto cucchiaio coltello forchetta
    cassa cassetta baule valigia borsa zaino botte secchio scala corda catena chiave serratura porta
    libro lettera mappa carta foto fotografia quadro quaderno diario giornale orologio anello collana
    moneta denaro tesoro corona spada pugnale ascia martello sega pala scopa bastone cappello berretto
    cappotto giacca sciarpa grembiule vestito stivale stivali scarpa guanto occhiali ombrello barca
    peschereccio nave gommone bicicletta auto macchina carro carrozza trattore autobus moto razzo tavolo
    sedia panca letto armadio scaffale specchio tappeto tenda coperta cuscino pistola fucile radio
    telefono computer schermo macchina-fotografica binocolo bussola ancora remo rete canna motore zucca
    mela pera patata latte formaggio vino caffè sigaretta fiammifero fiore mazzo violino chitarra tamburo
    campana bambola palla aquilone pacco busta biglietto passaporto documento pietra cristallo lente
    penna matita pennello telescopio cannocchiale brocca attrezzo annaffiatoio carriola ventaglio
  `),
  ignored: words(`
    porta
    mano testa occhio viso faccia capelli naso bocca orecchio braccio gamba piede dito schiena spalla
    cuore voce mattina sera notte giorno settimana anno tempo ora minuto momento inverno estate primavera
    autunno vento pioggia neve tempesta nebbia cielo sole luna stella nuvola luce ombra buio fuoco fumo
    acqua aria terra suolo muro tetto finestra angolo lato fine mezzo bordo fame paura gioia volta modo
    cosa idea domanda risposta parola nome storia vita morte silenzio rumore grido risata amore coraggio
    aiuto inizio mondo onda onde sonno sogno
  `),
  adjectives: words(`
    piccolo piccola grande vecchio vecchia giovane bello bella nero nera bianco bianca rosso rossa blu
    azzurro azzurra verde giallo gialla grigio grigia marrone castano castana biondo bionda dorato dorata
    scuro scura chiaro chiara lungo lunga corto corta grasso grassa magro magra antico antica nuovo nuova
    arrugginito arrugginita consumato consumata rotto rotta enorme minuscolo minuscola stretto stretta
    alto alta basso bassa
  `),
  lemmas,
};
