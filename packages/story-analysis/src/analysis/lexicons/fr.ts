import { stripEndings, words, type StoryLexicon } from './story-lexicon.ts';

/** "chevaux" → "cheval", "bateaux" → "bateau", "lanternes" → "lanterne". */
function lemmas(word: string): string[] {
  const found = stripEndings(word, ['s', 'x']);
  if (word.endsWith('aux')) found.push(`${word.slice(0, -3)}al`);
  return found;
}

/** French: articles elide ("l'", "d'"), adjectives mostly follow the noun. */
export const fr: StoryLexicon = {
  language: 'fr',
  determiners: words(`
    le la les l un une des du au aux d mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs
    ce cet cette ces chaque quelques aucun aucune
  `),
  indefinites: words(`un une`),
  stopwords: words(`
    je tu il elle on nous vous ils elles me te se moi toi lui leur y en qui que quoi dont où quand comment
    pourquoi et ou mais donc or ni car si comme lorsque puis alors ensuite enfin soudain déjà encore
    toujours jamais ne pas plus rien personne tout tous toute toutes très trop peu bien mal vite ici là
    dans sur sous avec sans pour par vers chez entre devant derrière près loin contre depuis pendant avant
    après de à est était sont étaient a avait ont avaient sera fut c ce cela ça voici voilà oui non merci
    bonjour bonsoir ah oh hélas parfois aujourd hui demain hier soir matin tard tôt lentement doucement
    chaque quelque autre même aussi seulement presque
  `),
  locatives: words(`dans sur sous à au aux vers chez devant derrière près entre contre jusqu depuis par en`),
  withWords: words(`avec`),
  andWords: words(`et`),
  honorifics: words(
    `monsieur madame mademoiselle m mme mlle docteur maître capitaine inspecteur commissaire père mère sœur frère oncle tante`,
  ),
  roles: words(`
    boulanger boulangère pêcheur pêcheuse meunier meunière forgeron berger bergère fermier fermière chasseur
    roi reine prince princesse chevalier soldat capitaine marin matelot aubergiste serveur serveuse cuisinier
    cuisinière médecin docteur professeur institutrice instituteur élève marchand marchande vendeur vendeuse
    policier policière gendarme inspecteur inspectrice commissaire détective voleur voleuse brigand bandit
    sorcière sorcier magicien magicienne fée géant géante nain lutin fantôme dragon ange diable monstre robot
    shérif cowboy étranger étrangère voyageur voyageuse pèlerin mendiant mendiante garçon fille enfant bébé
    vieillard vieille veuve orphelin orpheline valet servante domestique jardinier jardinière gardien gardienne
    gardien gardienne concierge curé prêtre religieuse moine maire juge contrôleur chauffeur pilote
    astronaute ingénieur ingénieure scientifique chercheur chercheuse propriétaire voisin voisine ami amie
    client cliente patron patronne directeur directrice secrétaire tailleur cordonnier menuisier peintre
    peintre musicien musicienne chanteur chanteuse facteur journaliste photographe infirmier infirmière
    mineur joueur joueuse entraîneur coureur coureuse équipage villageois habitant habitante libraire
    fleuriste horloger horlogère commandant commandante gardien-de-phare luthier apprenti apprentie
  `),
  animals: words(`
    chien chienne chat chatte chaton chiot souris rat cheval jument poulain âne vache bœuf taureau veau
    mouton brebis agneau chèvre bouc cochon poule coq oie canard oiseau corbeau corneille hibou chouette
    pigeon colombe mouette moineau aigle faucon cigogne cygne renard loup ours lièvre lapin hérisson
    écureuil biche cerf grenouille crapaud serpent poisson brochet truite carpe baleine dauphin phoque singe
    lion tigre éléphant chameau abeille araignée papillon chauve-souris blaireau loutre perroquet terrier
    caniche mulet
  `),
  generic: words(`homme femme personne gens créature bête animal dame monsieur silhouette`),
  kinship: words(`
    mère père fils fille frère sœur grand-mère grand-père oncle tante neveu nièce cousin cousine mari
    épouse femme parents grand-parents petit-fils petite-fille maman papa
  `),
  places: words(`
    maison cabane chaumière cuisine cave grenier chambre salle salon couloir escalier boulangerie fournil
    boutique magasin marché place rue ruelle chemin sentier route pont cour ferme grange étable écurie moulin
    jardin potager parc forêt bois prairie pré champ montagne colline vallée rivière ruisseau lac étang mer
    plage côte port île phare quai jetée ponton village ville château tour église chapelle cimetière auberge
    taverne bar café saloon hôtel gare quai train wagon compartiment station laboratoire école classe
    bibliothèque musée théâtre cinéma bureau atelier usine entrepôt prison cellule grotte caverne désert
    frontière pont cabine cale hôpital pharmacie stade kiosque appartement balcon terrasse serre ranch
    canyon falaise lavoir marché-couvert mairie commissariat épicerie librairie boucherie pâtisserie vigne
  `),
  props: words(`
    pain baguette brioche croissant gâteau tarte pâte farine sac panier bougie lanterne lampe four plaque
    marmite casserole bouilloire tasse bol verre bouteille assiette cuillère couteau fourchette caisse
    coffre malle valise sacoche boîte tonneau seau échelle corde chaîne clé clef serrure porte livre lettre
    carte photo photographie tableau cahier journal carnet montre horloge bague collier pièce argent trésor
    couronne épée poignard hache marteau scie pelle balai bâton canne chapeau bonnet casquette manteau veste
    écharpe foulard tablier robe botte bottes chaussure gant lunettes parapluie bateau barque chalutier
    navire canot vélo bicyclette voiture charrette carrosse tracteur bus moto fusée table chaise banc lit
    armoire étagère miroir tapis rideau couverture coussin pistolet revolver fusil radio téléphone
    ordinateur écran appareil jumelles boussole ancre rame filet canne-à-pêche moteur citrouille pomme
    poire pomme-de-terre lait fromage vin café thé cigarette allumette fleur bouquet violon guitare tambour
    cloche poupée ballon cerf-volant paquet enveloppe billet passeport document dossier pierre cristal
    loupe stylo crayon pinceau toile télescope longue-vue carafe plateau outil arrosoir brouette valise
  `),
  ignored: words(`
    porte
    main tête œil yeux visage cheveux nez bouche oreille bras jambe pied doigt dos épaule cœur voix
    matin soir nuit jour semaine année an temps heure minute moment hiver été printemps automne
    vent pluie neige tempête orage brouillard ciel soleil lune étoile nuage lumière ombre obscurité feu fumée
    eau air terre sol mur toit fenêtre coin côté bout milieu bord faim peur joie fois façon manière chose
    idée question réponse mot nom histoire vie mort silence bruit cri rire amour courage aide début fin
    monde pays vague vagues sommeil rêve
  `),
  adjectives: words(`
    petit petite petits petites grand grande grands grandes vieux vieil vieille jeune beau belle joli jolie
    noir noire blanc blanche rouge bleu bleue vert verte jaune gris grise brun brune roux rousse doré dorée
    sombre clair claire long longue court courte gros grosse mince maigre ancien ancienne neuf neuve
    rouillé rouillée usé usée cassé cassée immense minuscule étroit étroite haut haute bas basse
  `),
  lemmas,
};
