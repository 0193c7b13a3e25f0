import { stripEndings, words, type StoryLexicon } from './story-lexicon.ts';

/** "linternas" → "linterna", "pescadores" → "pescador", "luces" → "luz". */
function lemmas(word: string): string[] {
  const found = stripEndings(word, ['es', 's']);
  if (word.endsWith('ces')) found.push(`${word.slice(0, -3)}z`);
  return found;
}

/** Spanish: articles contract ("al", "del"), adjectives mostly follow the noun. */
export const es: StoryLexicon = {
  language: 'es',
  determiners: words(`
    el la los las un una unos unas al del mi mis tu tus su sus nuestro nuestra nuestros nuestras este esta
    estos estas ese esa esos esas aquel aquella cada algún alguna
  `),
  indefinites: words(`un una`),
  stopwords: words(`
    yo tú él ella nosotros vosotros ellos ellas usted ustedes me te se nos os le les lo que quien quién cual
    cuando cuándo donde dónde como cómo por porque y o pero sino ni si entonces luego después antes ya aún
    todavía siempre nunca no sí muy más menos tan también solo sólo aquí allí allá ahora hoy mañana ayer
    en sobre bajo con sin para hacia hasta desde entre tras ante contra durante de a es era son eran fue
    ha había han habían está estaba están estaban hay ay oh hola gracias todo todos toda todas nada nadie
    algo alguien cada otro otra mismo misma de pronto lentamente despacio juntos casi
  `),
  locatives: words(`en sobre bajo hacia hasta desde entre tras ante junto cerca dentro fuera al a por`),
  withWords: words(`con`),
  andWords: words(`y e`),
  honorifics: words(
    `don doña señor señora señorita sr sra srta doctor doctora capitán inspector inspectora padre madre sor tío tía abuela abuelo`,
  ),
  roles: words(`
    panadero panadera pescador pescadora molinero molinera herrero pastor pastora granjero granjera cazador
    rey reina príncipe princesa caballero soldado capitán capitana marinero marinera posadero posadera
    camarero camarera cocinero cocinera médico médica doctor doctora maestro maestra profesor profesora
    alumno alumna comerciante vendedor vendedora policía guardia inspector inspectora detective ladrón
    ladrona bandido bruja brujo mago maga hada gigante enano duende fantasma dragón ángel diablo monstruo
    robot sheriff vaquero forastero forastera extranjero extranjera viajero viajera peregrino mendigo
    mendiga niño niña chico chica muchacho muchacha bebé anciano anciana viuda huérfano huérfana criado
    criada sirviente jardinero jardinera guardián guardiana vigilante farero farera cura sacerdote monja
    monje alcalde alcaldesa juez jueza revisor conductor conductora piloto astronauta ingeniero ingeniera
    científico científica dueño dueña vecino vecina amigo amiga cliente clienta jefe jefa director
    directora secretario secretaria sastre zapatero carpintero pintor pintora músico música cantante
    cartero periodista fotógrafo fotógrafa enfermero enfermera minero jugador jugadora entrenador
    corredor corredora tripulación aldeano aldeana vendedor librero librera florista relojero relojera
    comandante aprendiz abuelita tendero tendera
  `),
  animals: words(`
    perro perra gato gata gatito cachorro ratón rata caballo yegua potro burro asno vaca buey toro ternero
    oveja cordero cabra cerdo gallina gallo ganso pato pájaro ave cuervo búho lechuza paloma gaviota gorrión
    águila halcón cigüeña cisne zorro lobo oso liebre conejo erizo ardilla ciervo rana sapo serpiente
    pez pescado trucha ballena delfín foca mono león tigre elefante camello abeja araña mariposa murciélago
    loro terrier mula tortuga
  `),
  generic: words(`hombre mujer persona gente criatura bestia animal señor señora figura`),
  kinship: words(`
    madre padre hijo hija hermano hermana abuela abuelo tío tía sobrino sobrina primo prima marido esposo
    esposa padres mamá papá nieto nieta
  `),
  places: words(`
    casa cabaña choza cocina sótano bodega desván habitación cuarto sala salón pasillo escalera panadería
    obrador tienda mercado plaza calle callejón camino sendero carretera puente patio granja establo
    cuadra molino jardín huerto parque bosque selva prado campo montaña colina valle río arroyo lago
    estanque mar playa costa puerto isla faro muelle embarcadero pueblo aldea ciudad castillo torre
    iglesia capilla cementerio posada taberna bar café cantina saloon hotel estación andén tren vagón
    compartimento laboratorio escuela aula biblioteca museo teatro cine oficina taller fábrica almacén
    cárcel celda cueva desierto frontera hospital farmacia estadio quiosco piso apartamento balcón terraza
    invernadero rancho cañón acantilado librería carnicería mina barrio azotea comisaría
  `),
  props: words(`
    pan barra panecillo pastel tarta masa harina saco cesta canasta vela linterna lámpara farol horno
    bandeja olla cazuela tetera taza cuenco vaso botella plato cuchara cuchillo tenedor caja cofre baúl
    maleta bolsa mochila barril cubo escalera cuerda cadena llave cerradura puerta libro carta mapa foto
    fotografía cuadro cuaderno diario periódico reloj anillo collar moneda dinero tesoro corona espada
    puñal hacha martillo sierra pala escoba bastón sombrero gorro gorra abrigo chaqueta bufanda delantal
    vestido bota botas zapato guante gafas paraguas barca barco bote velero lancha bicicleta coche carro
    carreta carruaje tractor autobús moto cohete mesa silla banco cama armario estante espejo alfombra
    cortina manta cojín pistola revólver rifle escopeta radio teléfono ordenador pantalla cámara
    prismáticos brújula ancla remo red caña motor calabaza manzana pera patata leche queso vino café
    cigarrillo cerilla flor ramo violín guitarra tambor campana muñeca pelota cometa paquete sobre
    billete pasaporte documento piedra cristal lupa pluma lápiz pincel telescopio catalejo jarra
    herramienta regadera carretilla guitarra abanico
  `),
  ignored: words(`
    puerta
    mano cabeza ojo cara pelo nariz boca oreja brazo pierna pie dedo espalda hombro corazón voz
    mañana tarde noche día semana año tiempo hora minuto momento invierno verano primavera otoño
    viento lluvia nieve tormenta niebla cielo sol luna estrella nube luz sombra oscuridad fuego humo
    agua aire tierra suelo pared techo ventana rincón lado final medio borde hambre miedo alegría vez
    manera forma cosa idea pregunta respuesta palabra nombre historia vida muerte silencio ruido grito
    risa amor valor ayuda principio mundo país ola olas sueño
  `),
  adjectives: words(`
    pequeño pequeña grande viejo vieja joven bonito bonita negro negra blanco blanca rojo roja azul verde
    amarillo amarilla gris marrón pardo parda rubio rubia dorado dorada oscuro oscura claro clara largo
    larga corto corta gordo gorda delgado delgada flaco flaca antiguo antigua nuevo nueva oxidado oxidada
    gastado gastada roto rota enorme diminuto diminuta estrecho estrecha alto alta bajo baja
  `),
  lemmas,
};
