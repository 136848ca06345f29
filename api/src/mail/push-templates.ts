import type { Locale } from '../types.js';

/** What a web push notification is about (issue 15: new messages, likes and matches). */
export type PushKind = 'like' | 'match' | 'message';

interface PushText {
  title: (other: string) => string;
  body: (other: string) => string;
}

/**
 * The push notifications in the 11 languages (docs/locale-guide.md: "Sie" in German, "vous" in
 * French). Short, as a phone shows them; like the mails, no message text.
 */
const PUSH_TEXTS: Record<Locale, Record<PushKind, PushText>> = {
  da: {
    like: { title: (o) => `${o} har liket dig`, body: () => 'Like tilbage, så er det et match.' },
    match: { title: () => 'Det er et match!', body: (o) => `Du og ${o} har liket hinanden. Sig hej!` },
    message: { title: (o) => `Ny besked fra ${o}`, body: () => 'Tryk for at læse og svare.' },
  },
  de: {
    like: { title: (o) => `${o} hat Sie geliked`, body: () => 'Liken Sie zurück – dann ist es ein Match.' },
    match: { title: () => 'Es ist ein Match!', body: (o) => `Sie und ${o} haben sich gegenseitig geliked. Sagen Sie Hallo!` },
    message: { title: (o) => `Neue Nachricht von ${o}`, body: () => 'Tippen Sie, um sie zu lesen und zu antworten.' },
  },
  en: {
    like: { title: (o) => `${o} likes you`, body: () => "Like back and it's a match." },
    match: { title: () => "It's a match!", body: (o) => `You and ${o} like each other. Say hello!` },
    message: { title: (o) => `New message from ${o}`, body: () => 'Tap to read and reply.' },
  },
  es: {
    like: { title: (o) => `A ${o} le gustas`, body: () => 'Devuélvele el me gusta y será un match.' },
    match: { title: () => '¡Es un match!', body: (o) => `${o} y tú os gustáis. ¡Salúdale!` },
    message: { title: (o) => `Nuevo mensaje de ${o}`, body: () => 'Toca para leerlo y contestar.' },
  },
  fi: {
    like: { title: (o) => `${o} tykkää sinusta`, body: () => 'Tykkää takaisin, niin syntyy match.' },
    match: { title: () => 'Teistä tuli match!', body: (o) => `Sinä ja ${o} tykkäätte toisistanne. Sano hei!` },
    message: { title: (o) => `Uusi viesti jäseneltä ${o}`, body: () => 'Napauta lukeaksesi ja vastataksesi.' },
  },
  fr: {
    like: { title: (o) => `${o} a liké votre profil`, body: () => "Rendez-lui son like et c'est un match." },
    match: { title: () => "C'est un match !", body: (o) => `${o} et vous vous êtes likés mutuellement. Dites bonjour !` },
    message: { title: (o) => `Nouveau message de ${o}`, body: () => 'Touchez pour le lire et répondre.' },
  },
  it: {
    like: { title: (o) => `${o} ti ha messo like`, body: () => 'Ricambia il like ed è un match.' },
    match: { title: () => 'È un match!', body: (o) => `Tu e ${o} vi siete messi like a vicenda. Saluta!` },
    message: { title: (o) => `Nuovo messaggio da ${o}`, body: () => 'Tocca per leggerlo e rispondere.' },
  },
  nb: {
    like: { title: (o) => `${o} liker deg`, body: () => 'Lik tilbake, så blir det en match.' },
    match: { title: () => 'Det er en match!', body: (o) => `Du og ${o} liker hverandre. Si hei!` },
    message: { title: (o) => `Ny melding fra ${o}`, body: () => 'Trykk for å lese og svare.' },
  },
  nl: {
    like: { title: (o) => `${o} heeft je geliket`, body: () => 'Like terug en het is een match.' },
    match: { title: () => 'Het is een match!', body: (o) => `Jij en ${o} hebben elkaar geliket. Zeg hallo!` },
    message: { title: (o) => `Nieuw bericht van ${o}`, body: () => 'Tik om het te lezen en te antwoorden.' },
  },
  pl: {
    like: { title: (o) => `${o} polubił(a) cię`, body: () => 'Odwzajemnij polubienie, a będzie dopasowanie.' },
    match: { title: () => 'Jest dopasowanie!', body: (o) => `Ty i ${o} polubiliście się nawzajem. Przywitaj się!` },
    message: { title: (o) => `${o} przysłał(a) ci wiadomość`, body: () => 'Dotknij, aby przeczytać i odpowiedzieć.' },
  },
  sv: {
    like: { title: (o) => `${o} gillar dig`, body: () => 'Gilla tillbaka så blir det en match.' },
    match: { title: () => 'Det är en match!', body: (o) => `Du och ${o} gillar varandra. Säg hej!` },
    message: { title: (o) => `Nytt meddelande från ${o}`, body: () => 'Tryck för att läsa och svara.' },
  },
};

/** Title and body of a push notification about `other` in a language. */
export function renderPush(kind: PushKind, locale: Locale, other: string): { title: string; body: string } {
  const text = PUSH_TEXTS[locale][kind];
  return { title: text.title(other), body: text.body(other) };
}
