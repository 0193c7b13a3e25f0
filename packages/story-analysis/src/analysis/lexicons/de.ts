import { stripEndings, words, type StoryLexicon } from './story-lexicon.ts';

const UMLAUTS: Readonly<Record<string, string>> = { ä: 'a', ö: 'o', ü: 'u' };

/** "Töpfe" → "topf", "Fässern" → "fass", "Bäckerinnen" → "bäckerin". */
function lemmas(word: string): string[] {
  const stripped = stripEndings(word, ['nen', 'ern', 'en', 'er', 'es', 'e', 'n', 's']);
  const plain = stripped.map((form) => form.replace(/[äöü](?=[^äöü]*$)/, (vowel) => UMLAUTS[vowel] ?? vowel));
  return [...new Set([...stripped, ...plain])];
}

/** German: articles decline, nouns are capitalised, compounds name their head last ("Mehlsack" is a sack). */
export const de: StoryLexicon = {
  language: 'de',
  capitalizedNouns: true,
  determiners: words(`
    der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner
    mein meine meinen meinem meiner dein deine sein seine seinen seinem seiner ihr ihre ihren ihrem ihrer
    unser unsere euer eure dieser diese dieses diesen diesem jener jene jenes jeden jede jeder jedes
    im am zum zur vom beim ins ans aufs
  `),
  indefinites: words(`ein eine einen einem einer eines`),
  stopwords: words(`
    ich du er sie es wir ihr man mich dich sich uns euch ihn ihm ihnen mir dir wer was wo wie warum wann
    und oder aber doch denn sondern als wenn weil dass ob bis seit während nachdem bevor damit obwohl
    nicht nie nur noch schon auch sehr so da dann dort hier jetzt bald immer wieder einmal plötzlich endlich
    heute morgens abends nachts langsam leise laut schnell zusammen allein fast kaum gerade etwa
    in an auf aus bei mit nach von vor zu zwischen über unter hinter neben durch für gegen ohne um entlang
    ist war sind waren hat hatte haben hatten wird wurde werden kann konnte muss musste will wollte soll
    es daneben darauf danach dahinter davor dazu drinnen draußen oben unten vorne hinten eines eins
    ja nein bitte danke hallo na ach oh alle alles viele manche nichts etwas jemand niemand
    erst dann zuerst schließlich trotzdem deshalb also sogar vielleicht wohl ganz
  `),
  locatives: words(`in im an am auf aus bei beim zu zum zur nach vor hinter neben über unter zwischen ins durch vom`),
  withWords: words(`mit`),
  andWords: words(`und sowie`),
  honorifics: words(`herr frau fräulein doktor dr onkel tante oma opa kapitän kommissar kommissarin pater schwester`),
  roles: words(`
    bäcker bäckerin müller müllerin fischer fischerin schmied schmiedin bauer bäuerin hirte hirtin jäger jägerin
    könig königin prinz prinzessin ritter soldat soldatin kapitän kapitänin matrose seemann wirt wirtin
    kellner kellnerin koch köchin arzt ärztin lehrer lehrerin schüler schülerin händler händlerin kaufmann
    verkäufer verkäuferin polizist polizistin kommissar kommissarin detektiv detektivin dieb diebin räuber
    hexe zauberer zauberin fee riese zwerg kobold geist gespenst drache engel teufel monster roboter
    sheriff cowboy bandit gauner fremder fremde wanderer wanderin reisender reisende pilger bettler bettlerin
    junge mädchen kind baby greis greisin alte alter witwe waise knecht magd diener dienerin gärtner gärtnerin
    wächter wächterin wärter wärterin leuchtturmwärter leuchtturmwärterin förster försterin pfarrer nonne mönch
    bürgermeister bürgermeisterin richter richterin schaffner schaffnerin fahrer fahrerin pilot pilotin
    astronaut astronautin ingenieur ingenieurin wissenschaftler wissenschaftlerin forscher forscherin
    besitzer besitzerin nachbar nachbarin freund freundin gast gäste kunde kundin chef chefin
    direktor direktorin sekretärin portier zimmermädchen hausmeister grenzsoldat grenzer offizier
    schneider schneiderin schuster tischler zimmermann maler malerin musiker musikerin sänger sängerin
    kutscher postbote briefträger reporter reporterin fotograf fotografin krankenschwester pfleger
    bergmann hausierer spieler spielerin trainer trainerin läufer läuferin kapitänin steuermann kommandantin
    kommandant besatzung mannschaft crew dorfbewohner bewohner leute gärtnerin späti-besitzer
  `),
  animals: words(`
    hund hündin katze kater maus ratte pferd pony esel kuh ochse stier kalb schaf lamm ziege bock schwein
    huhn hahn henne gans ente vogel rabe krähe eule taube möwe spatz adler falke storch schwan fuchs wolf
    bär hase kaninchen igel eichhörnchen reh hirsch frosch kröte schlange fisch hecht forelle karpfen
    wal delfin robbe affe löwe tiger elefant kamel biene spinne käfer schmetterling fledermaus dachs otter
    terrier dackel pudel schäferhund mischling welpe kätzchen fohlen stute hengst maultier papagei
  `),
  generic: words(`mann frau person mensch leute tier wesen gestalt herr dame`),
  kinship: words(`
    mutter vater sohn tochter bruder schwester großmutter großvater oma opa onkel tante neffe nichte
    cousin cousine ehemann ehefrau geschwister eltern enkel enkelin
  `),
  places: words(`
    haus hütte stube küche keller dachboden speicher zimmer raum saal halle flur treppe kammer schlafzimmer
    bäckerei backstube laden geschäft markt marktplatz platz straße gasse weg pfad brücke hof bauernhof scheune
    stall mühle garten schrebergarten park wald wiese feld acker berg hügel tal fluss bach see teich meer
    strand küste hafen insel hallig leuchtturm anleger kai steg deich dorf stadt städtchen burg schloss turm
    kirche kapelle friedhof gasthaus gasthof wirtshaus kneipe bar saloon hotel kurhotel pension bahnhof bahnsteig
    zug abteil station raumstation labor brücke schule klassenzimmer bibliothek museum theater kino büro
    werkstatt fabrik lager gefängnis zelle höhle schlucht wüste grenze grenzübergang kontrollpunkt
    wachstube kajüte deck kombüse krankenhaus praxis apotheke stadion kiosk späti wohnung balkon terrasse
    laube gewächshaus sheriffbüro gefängniszelle ranch canyon stadtrand
  `),
  props: words(`
    brot laib brötchen brezel kuchen teig mehl sack korb kerze laterne lampe taschenlampe ofen blech topf
    pfanne kessel kanne tasse becher glas flasche teller schüssel löffel messer gabel kiste truhe koffer
    tasche rucksack beutel schachtel dose fass eimer leiter seil tau kette schlüssel tür kellertür
    buch brief zettel karte landkarte foto bild heft tagebuch logbuch zeitung uhr taschenuhr ring kette
    münze geld schatz krone schwert dolch messer axt hammer säge schaufel spaten besen stock stab
    hut mütze mantel jacke schal schürze kleid stiefel schuh schuhe handschuh brille regenschirm
    boot kutter schiff ruderboot kahn fahrrad auto wagen kutsche karren traktor bus motorrad rakete
    tisch stuhl bank bett schrank regal spiegel teppich vorhang decke kissen
    pistole revolver gewehr patrone funkgerät telefon handy radio computer bildschirm kamera fernglas
    kompass anker ruder netz angel motor kürbis apfel birne kartoffel milch käse wurst flasche bier
    kaffee tee wasserflasche zigarette streichholz feuerzeug blume strauß geige gitarre trommel glocke
    puppe ball drachen paket umschlag ticket fahrkarte pass ausweis dokument akte koffer stein kristall
    hülle wachstuchhülle ölzeug bootshaken holzkiste kartoffelkiste brotlaib werkzeug schubkarre gießkanne
  `),
  ignored: words(`
    tür tor
    hand kopf auge gesicht haar nase mund ohr arm bein fuß finger rücken schulter herz stimme
    morgen abend nacht tag woche jahr zeit stunde minute moment winter sommer frühling herbst
    wind regen schnee sturm nebel himmel sonne mond stern wolke licht dunkel dunkelheit schatten feuer rauch
    wasser luft erde boden wand dach fenster ecke seite ende mitte rand spitze hunger angst freude
    mal weise art ding sache idee frage antwort wort worte name geschichte leben tod ruhe stille glück pech
    land welt heimat bescheid recht lärm geräusch ton schrei lachen liebe mut hilfe anfang schluss
  `),
  adjectives: words(``),
  lemmas,
};
