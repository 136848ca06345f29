import type { Locale } from '../types.js';

/**
 * Sentences for generated "about me" texts, per interface language, written as a native
 * speaker would (faker's lorem is Latin). `{female|male}` picks the variant for the profile's
 * gender (French, Spanish, Italian and Polish agree adjectives with the speaker).
 */
interface PhraseTable {
  intro: string[];
  life: string[];
  looking: string[];
  closing: string[];
}

export const ABOUT_PHRASES: Record<Locale, PhraseTable> = {
  en: {
    intro: [
      "Hi! I'm a cheerful person who loves to laugh.",
      'Hello there, thanks for stopping by my profile.',
      'Easy-going, curious and always up for something new.',
      "I'm new here and curious who I'll meet.",
      'Life is too short for boring conversations.',
    ],
    life: [
      "At weekends you'll usually find me outdoors or with friends.",
      'I love cooking for people I like, and my pasta is famous among my friends.',
      'Music is my thing: concerts, festivals or just singing along in the car.',
      'I enjoy long walks, good coffee and spontaneous day trips.',
      'After work I like to go to the gym or curl up with a good book.',
      'Travelling is my passion; my suitcase is never far away.',
    ],
    looking: [
      "I'm looking for someone genuine to share a laugh with, and maybe more.",
      "Looking for a nice chat, and we'll see where it goes.",
      "I'd like to meet someone with a good sense of humour.",
      "Honesty and a bit of adventure, that's what I'm after.",
      "I'm hoping to find a connection that's more than small talk.",
    ],
    closing: [
      'Send me a message if you want to know more!',
      "Don't be shy, say hi.",
      'Curious? Just write to me.',
      'Looking forward to hearing from you.',
    ],
  },
  nl: {
    intro: [
      'Hoi! Ik ben een vrolijk persoon en ik lach graag.',
      'Hallo, leuk dat je mijn profiel bekijkt.',
      'Spontaan, nieuwsgierig en altijd in voor iets nieuws.',
      'Ik ben nieuw hier en benieuwd wie ik ga ontmoeten.',
      'Het leven is te kort voor saaie gesprekken.',
    ],
    life: [
      'In het weekend ben ik vaak buiten of met vrienden op pad.',
      'Ik kook graag voor mensen die ik leuk vind.',
      'Muziek is mijn ding: concerten, festivals of gewoon meezingen in de auto.',
      'Ik hou van lange wandelingen, goede koffie en spontane uitstapjes.',
      'Na het werk ga ik graag sporten of kruip ik op de bank met een goed boek.',
      'Reizen is mijn passie, mijn koffer staat altijd klaar.',
    ],
    looking: [
      'Ik zoek iemand die echt is, om mee te lachen en misschien meer.',
      'Op zoek naar een leuk gesprek, en we zien wel waar het heen gaat.',
      'Ik wil graag iemand ontmoeten met een goed gevoel voor humor.',
      'Eerlijkheid en een beetje avontuur, daar ben ik naar op zoek.',
      'Ik hoop op een klik die verder gaat dan small talk.',
    ],
    closing: [
      'Stuur me een berichtje als je meer wilt weten!',
      'Niet verlegen zijn, zeg gewoon hoi.',
      'Nieuwsgierig? Schrijf me gerust.',
      'Ik kijk uit naar je bericht.',
    ],
  },
  de: {
    intro: [
      'Hallo! Ich bin ein fröhlicher Mensch und lache gern.',
      'Hi, schön, dass du auf mein Profil schaust.',
      'Unkompliziert, neugierig und immer offen für Neues.',
      'Ich bin neu hier und gespannt, wen ich kennenlerne.',
      'Das Leben ist zu kurz für langweilige Gespräche.',
    ],
    life: [
      'Am Wochenende bin ich meistens draußen oder mit Freunden unterwegs.',
      'Ich koche gern für Menschen, die ich mag.',
      'Musik ist mein Ding: Konzerte, Festivals oder einfach im Auto laut mitsingen.',
      'Ich mag lange Spaziergänge, guten Kaffee und spontane Ausflüge.',
      'Nach der Arbeit gehe ich gern ins Fitnessstudio oder mache es mir mit einem guten Buch gemütlich.',
      'Reisen ist meine Leidenschaft, mein Koffer steht immer bereit.',
    ],
    looking: [
      'Ich suche jemanden, der ehrlich ist, mit dem ich lachen kann und vielleicht mehr.',
      'Auf der Suche nach netten Gesprächen, mal sehen, was daraus wird.',
      'Ich möchte jemanden mit Humor kennenlernen.',
      'Ehrlichkeit und ein bisschen Abenteuer, danach suche ich.',
      'Ich hoffe auf eine Verbindung, die über Smalltalk hinausgeht.',
    ],
    closing: [
      'Schreib mir, wenn du mehr wissen willst!',
      'Sei nicht schüchtern, sag einfach Hallo.',
      'Neugierig? Schreib mir einfach.',
      'Ich freue mich auf deine Nachricht.',
    ],
  },
  fr: {
    intro: [
      "Salut ! Je suis une personne joyeuse et j'adore rire.",
      'Bonjour, merci de passer sur mon profil.',
      'Spontané{e|}, {curieuse|curieux} et toujours {partante|partant} pour de nouvelles aventures.',
      'Je suis {nouvelle|nouveau} ici et {curieuse|curieux} de voir qui je vais rencontrer.',
      'La vie est trop courte pour les conversations ennuyeuses.',
    ],
    life: [
      'Le week-end, je suis souvent dehors ou avec des amis.',
      "J'adore cuisiner pour les gens que j'apprécie.",
      "La musique, c'est ma passion : concerts, festivals ou chanter à tue-tête en voiture.",
      "J'aime les longues balades, un bon café et les escapades improvisées.",
      'Après le travail, je vais à la salle de sport ou je me pose avec un bon livre.',
      "Voyager est ma passion, ma valise n'est jamais loin.",
    ],
    looking: [
      "Je cherche quelqu'un de sincère pour partager des fous rires, et peut-être plus.",
      'À la recherche d’une discussion sympa, on verra bien où ça mène.',
      "J'aimerais rencontrer quelqu'un qui a de l'humour.",
      "De la sincérité et un peu d'aventure, voilà ce que je recherche.",
      "J'espère trouver une vraie connexion, au-delà des banalités.",
    ],
    closing: [
      'Écris-moi si tu veux en savoir plus !',
      'Ne sois pas timide, dis-moi bonjour.',
      "Envie d'en savoir plus ? Écris-moi.",
      'Au plaisir de te lire.',
    ],
  },
  es: {
    intro: [
      '¡Hola! Soy una persona alegre y me encanta reír.',
      'Hola, gracias por pasarte por mi perfil.',
      'Sencill{a|o}, curios{a|o} y siempre dispuest{a|o} a probar cosas nuevas.',
      'Soy nuev{a|o} por aquí y tengo curiosidad por ver a quién conoceré.',
      'La vida es demasiado corta para conversaciones aburridas.',
    ],
    life: [
      'Los fines de semana suelo estar al aire libre o con amigos.',
      'Me encanta cocinar para la gente que aprecio.',
      'La música es lo mío: conciertos, festivales o cantar a pleno pulmón en el coche.',
      'Me gustan los paseos largos, un buen café y las escapadas improvisadas.',
      'Después del trabajo voy al gimnasio o me acurruco con un buen libro.',
      'Viajar es mi pasión; siempre tengo la maleta a mano.',
    ],
    looking: [
      'Busco a alguien auténtico con quien reír y, quién sabe, algo más.',
      'Busco una buena conversación y ya veremos adónde nos lleva.',
      'Me gustaría conocer a alguien con buen sentido del humor.',
      'Sinceridad y un poco de aventura: eso es lo que busco.',
      'Espero encontrar una conexión que vaya más allá de la charla superficial.',
    ],
    closing: [
      '¡Escríbeme si quieres saber más!',
      'No te cortes y salúdame.',
      '¿Te pica la curiosidad? Escríbeme.',
      'Espero tu mensaje.',
    ],
  },
  it: {
    intro: [
      'Ciao! Sono una persona solare e adoro ridere.',
      'Ciao, grazie per aver visitato il mio profilo.',
      'Semplice, curios{a|o} e sempre pront{a|o} a provare cose nuove.',
      'Sono nuov{a|o} qui e sono curios{a|o} di vedere chi incontrerò.',
      'La vita è troppo breve per le conversazioni noiose.',
    ],
    life: [
      "Nel fine settimana di solito sono all'aria aperta o con gli amici.",
      'Adoro cucinare per le persone a cui tengo.',
      'La musica è la mia passione: concerti, festival o cantare a squarciagola in macchina.',
      'Mi piacciono le lunghe passeggiate, un buon caffè e le gite improvvisate.',
      'Dopo il lavoro vado in palestra oppure mi rilasso con un buon libro.',
      'Viaggiare è la mia passione, la valigia è sempre pronta.',
    ],
    looking: [
      'Cerco una persona sincera con cui ridere e, chissà, qualcosa di più.',
      'Cerco una bella chiacchierata, poi vedremo dove ci porta.',
      "Mi piacerebbe conoscere qualcuno con un buon senso dell'umorismo.",
      'Sincerità e un pizzico di avventura: ecco cosa cerco.',
      "Spero di trovare un'intesa che vada oltre le solite chiacchiere.",
    ],
    closing: [
      'Scrivimi se vuoi saperne di più!',
      'Non farti problemi, scrivimi pure.',
      'Se ti va, mandami un messaggio.',
      'Aspetto il tuo messaggio.',
    ],
  },
  pl: {
    intro: [
      'Cześć! Jestem pogodną osobą i uwielbiam się śmiać.',
      'Hej, miło, że zaglądasz na mój profil.',
      'Jestem spontaniczn{a|y}, ciekaw{a|y} świata i zawsze otwart{a|y} na nowe rzeczy.',
      'Jestem tu now{a|y} i jestem ciekaw{a|y}, kogo poznam.',
      'Życie jest za krótkie na nudne rozmowy.',
    ],
    life: [
      'W weekendy zwykle jestem na świeżym powietrzu albo ze znajomymi.',
      'Uwielbiam gotować dla ludzi, których lubię.',
      'Muzyka to moja pasja: koncerty, festiwale albo śpiewanie na cały głos w samochodzie.',
      'Lubię długie spacery, dobrą kawę i spontaniczne wypady.',
      'Po pracy chodzę na siłownię albo zaszywam się z dobrą książką.',
      'Podróże to moja pasja, walizka zawsze czeka w gotowości.',
    ],
    looking: [
      'Szukam kogoś szczerego, z kim mogę się pośmiać, a może coś więcej.',
      'Szukam miłej rozmowy, a potem zobaczymy, co z tego wyjdzie.',
      'Chętnie poznam kogoś z poczuciem humoru.',
      'Szczerość i odrobina przygody – tego szukam.',
      'Liczę na prawdziwe porozumienie, a nie tylko small talk.',
    ],
    closing: [
      'Napisz do mnie, jeśli chcesz wiedzieć więcej!',
      'Nie wstydź się, przywitaj się.',
      'Masz ochotę pogadać? Napisz do mnie.',
      'Czekam na Twoją wiadomość.',
    ],
  },
  da: {
    intro: [
      'Hej! Jeg er et glad menneske, der elsker at grine.',
      'Hej, hvor er det dejligt, at du kigger forbi min profil.',
      'Afslappet, nysgerrig og altid klar på noget nyt.',
      'Jeg er ny herinde og spændt på, hvem jeg møder.',
      'Livet er for kort til kedelige samtaler.',
    ],
    life: [
      'I weekenden er jeg tit ude i naturen eller sammen med venner.',
      'Jeg elsker at lave mad til folk, jeg holder af.',
      'Musik betyder meget for mig: koncerter, festivaler eller bare at synge med i bilen.',
      'Jeg holder af lange gåture, god kaffe og spontane udflugter.',
      'Efter arbejde tager jeg i fitnesscenteret eller krøller mig sammen med en god bog.',
      'Rejser er min store passion, og kufferten står altid klar.',
    ],
    looking: [
      'Jeg søger en ærlig person at grine med og måske mere.',
      'Jeg er på udkig efter en god snak, så må vi se, hvor det fører hen.',
      'Jeg vil gerne møde en med god humor.',
      'Ærlighed og lidt eventyr, det er det, jeg søger.',
      'Jeg håber at finde en forbindelse, der rækker ud over small talk.',
    ],
    closing: [
      'Skriv til mig, hvis du vil vide mere!',
      'Vær ikke genert, sig hej.',
      'Nysgerrig? Skriv bare til mig.',
      'Jeg glæder mig til at høre fra dig.',
    ],
  },
  nb: {
    intro: [
      'Hei! Jeg er et glad menneske som elsker å le.',
      'Hei, så hyggelig at du tar en titt på profilen min.',
      'Avslappet, nysgjerrig og alltid klar for noe nytt.',
      'Jeg er ny her og spent på hvem jeg møter.',
      'Livet er for kort for kjedelige samtaler.',
    ],
    life: [
      'I helgene er jeg ofte ute i naturen eller sammen med venner.',
      'Jeg elsker å lage mat til folk jeg er glad i.',
      'Musikk betyr mye for meg: konserter, festivaler eller bare å synge med i bilen.',
      'Jeg liker lange turer, god kaffe og spontane utflukter.',
      'Etter jobb trener jeg eller koser meg med en god bok.',
      'Å reise er min store lidenskap, og kofferten står alltid klar.',
    ],
    looking: [
      'Jeg ser etter en ærlig person å le sammen med, og kanskje mer.',
      'Ute etter en hyggelig prat, så får vi se hvor det bærer.',
      'Jeg vil gjerne møte noen med god humor.',
      'Ærlighet og litt eventyr, det er det jeg ser etter.',
      'Jeg håper å finne en tilknytning som går lenger enn småprat.',
    ],
    closing: [
      'Send meg en melding hvis du vil vite mer!',
      'Ikke vær sjenert, si hei.',
      'Nysgjerrig? Bare skriv til meg.',
      'Gleder meg til å høre fra deg.',
    ],
  },
  sv: {
    intro: [
      'Hej! Jag är en glad person som älskar att skratta.',
      'Hej, vad kul att du tittar in på min profil.',
      'Avslappnad, nyfiken och alltid på för något nytt.',
      'Jag är ny här och nyfiken på vem jag kommer att träffa.',
      'Livet är för kort för tråkiga samtal.',
    ],
    life: [
      'På helgerna är jag ofta ute i naturen eller med vänner.',
      'Jag älskar att laga mat till människor jag tycker om.',
      'Musik är min grej: konserter, festivaler eller att sjunga med i bilen.',
      'Jag gillar långa promenader, gott kaffe och spontana utflykter.',
      'Efter jobbet tränar jag eller kryper upp i soffan med en bra bok.',
      'Att resa är min passion, resväskan står alltid redo.',
    ],
    looking: [
      'Jag söker någon ärlig att skratta med, och kanske mer.',
      'Ute efter ett trevligt samtal, sen får vi se vart det leder.',
      'Jag vill gärna träffa någon med bra humor.',
      'Ärlighet och lite äventyr, det är vad jag söker.',
      'Jag hoppas hitta en kontakt som går bortom småprat.',
    ],
    closing: [
      'Skicka ett meddelande om du vill veta mer!',
      'Var inte blyg, säg hej.',
      'Nyfiken? Skriv till mig.',
      'Ser fram emot att höra från dig.',
    ],
  },
  fi: {
    intro: [
      'Moikka! Olen iloinen ihminen ja nauran mielelläni.',
      'Hei, kiva kun kurkkaat profiiliini.',
      'Rento, utelias ja aina valmis uusiin juttuihin.',
      'Olen uusi täällä ja utelias näkemään, kenet tapaan.',
      'Elämä on liian lyhyt tylsille keskusteluille.',
    ],
    life: [
      'Viikonloppuisin olen usein ulkona luonnossa tai ystävien kanssa.',
      'Rakastan kokata ihmisille, joista välitän.',
      'Musiikki on minun juttuni: keikat, festivaalit tai laulaminen autossa täysillä.',
      'Pidän pitkistä kävelylenkeistä, hyvästä kahvista ja spontaaneista retkistä.',
      'Töiden jälkeen käyn salilla tai käperryn sohvalle hyvän kirjan kanssa.',
      'Matkustaminen on intohimoni, ja matkalaukku on aina valmiina.',
    ],
    looking: [
      'Etsin aitoa ihmistä, jonka kanssa nauraa ja ehkä jotain enemmänkin.',
      'Etsin mukavaa juttuseuraa, katsotaan mihin se johtaa.',
      'Haluaisin tavata jonkun, jolla on hyvä huumorintaju.',
      'Rehellisyyttä ja ripaus seikkailua, sitä etsin.',
      'Toivon löytäväni yhteyden, joka menee small talkia pidemmälle.',
    ],
    closing: [
      'Laita viestiä, jos haluat tietää lisää!',
      'Älä ujostele, sano hei.',
      'Kiinnostuitko? Kirjoita minulle.',
      'Odotan innolla viestiäsi.',
    ],
  },
};

/** Resolves `{female|male}` alternatives for a gender. */
export function genderize(text: string, gender: 'female' | 'male'): string {
  return text.replace(/\{([^|{}]*)\|([^|{}]*)\}/g, (_m, f: string, m: string) => (gender === 'female' ? f : m));
}

/** Demo chat lines (English: the demo members' partners are from English-speaking countries). */
export const DEMO_CHAT = {
  openers: [
    'Hi {name}, how is your day going?',
    'Hey {name}! I really liked your profile.',
    'Hello {name}, what are you up to this weekend?',
    'Hi there! Your profile made me smile :)',
    'Hey, have you been to any good concerts lately?',
  ],
  replies: [
    'Hi! Pretty good, thanks. And yours?',
    'Haha, thank you! What caught your eye?',
    'Nothing planned yet, maybe a long walk if the weather is nice.',
    'That sounds lovely, tell me more!',
    'I went to a great gig last month, still humming the songs.',
  ],
  followUps: [
    'Would you like to grab a coffee sometime?',
    'What kind of music do you like?',
    'I just got back from a short trip to the coast.',
    'Do you have any plans for the holidays?',
    'I was thinking about you today :)',
  ],
};
