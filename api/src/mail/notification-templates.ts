import type { Locale } from '../types.js';

/**
 * Values of a notification mail (issue 15). Links are absolute, on the member's own site and in
 * their language: `link` opens what the mail is about, `settings` the notification settings,
 * `unsubscribe` the one-click unsubscribe page (RFC 8058).
 */
export interface NotificationValues {
  /** The site's mail name (`settings.mail_name`, else its name). */
  site: string;
  /** The recipient's profile name. */
  name: string;
  /** The other member's profile name: who liked or wrote. */
  other: string;
  /** Unread messages (unread_message_reminders), new members near the member (weekly_updates). */
  count: number;
  link: string;
  settings: string;
  unsubscribe: string;
}

/**
 * The notification mails written here, by spec §3 type. `promotions` and `news` are the operator's
 * campaigns: their text comes with the campaign ({@link renderCampaignMail}).
 */
export type NotificationMailKind = 'like' | 'new_conversations' | 'new_messages' | 'unread_message_reminders' | 'weekly_updates' | 'reminders';

/** Every notification type of spec §3: the written ones and the campaigns. */
export type NotificationType = NotificationMailKind | 'promotions' | 'news';

interface Template {
  subject: (v: NotificationValues) => string;
  /** The body above the sign-off and the footer. */
  body: (v: NotificationValues) => string;
}

interface LocaleTexts {
  templates: Record<NotificationMailKind, Template>;
  /** The salutation of a campaign mail, whose text the operator wrote. */
  greeting: (name: string) => string;
  signOff: (site: string) => string;
  /** Why the member gets it, where to choose, how to stop all mail (every notification mail ends with it). */
  footer: (v: Pick<NotificationValues, 'site' | 'settings' | 'unsubscribe'>) => string;
}

/** `n` in the plural form of a locale: `forms` by Intl.PluralRules category, `other` as the fallback. */
function plural(locale: Locale, n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  return (forms[new Intl.PluralRules(locale).select(n)] ?? forms.other).replace('#', String(n));
}

/**
 * The notification mails in the 11 languages (docs/locale-guide.md: "Sie" in German, "vous" in
 * French, informal elsewhere). Plain text; links stand on their own or after a colon so mail clients
 * and the dev outbox pick them up. Discreet by design: no message text in a mail.
 */
const TEXTS: Record<Locale, LocaleTexts> = {
  da: {
    templates: {
      like: { subject: (v) => `${v.other} har liket dig`, body: (v) => `Hej ${v.name}\n\n${v.other} har liket dig på ${v.site}. Se profilen, og like tilbage – liker I begge hinanden, er det et match.\n\n${v.link}` },
      new_conversations: { subject: (v) => `${v.other} har sendt dig en besked`, body: (v) => `Hej ${v.name}\n\n${v.other} har skrevet til dig for første gang på ${v.site}. Læs beskeden, og svar:\n\n${v.link}` },
      new_messages: { subject: (v) => `Ny besked fra ${v.other}`, body: (v) => `Hej ${v.name}\n\n${v.other} har sendt dig en ny besked på ${v.site}. Læs den, og svar:\n\n${v.link}` },
      unread_message_reminders: {
        subject: (v) => `Du har ${plural('da', v.count, { one: '# ulæst besked', other: '# ulæste beskeder' })}`,
        body: (v) => `Hej ${v.name}\n\nDu har ${plural('da', v.count, { one: '# ulæst besked', other: '# ulæste beskeder' })} på ${v.site}. Nogen venter på dit svar:\n\n${v.link}`,
      },
      weekly_updates: {
        subject: (v) => `${plural('da', v.count, { one: '# nyt medlem', other: '# nye medlemmer' })} i nærheden af dig i denne uge`,
        body: (v) => `Hej ${v.name}\n\nI denne uge er ${plural('da', v.count, { one: '# nyt medlem', other: '# nye medlemmer' })} i nærheden af dig kommet til ${v.site}. Se, hvem de er, og sig hej:\n\n${v.link}`,
      },
      reminders: { subject: () => 'Tilføj et billede til din profil', body: (v) => `Hej ${v.name}\n\nProfiler med billede får langt flere svar. Tilføj et billede til din profil på ${v.site} – det tager kun et minut:\n\n${v.link}` },
    },
    greeting: (name) => `Hej ${name}`,
    signOff: (site) => `Venlig hilsen\n${site}`,
    footer: (v) => `Du får denne e-mail som medlem af ${v.site}. Vælg, hvilke e-mails du vil have: ${v.settings}\nIngen flere e-mails fra ${v.site}: ${v.unsubscribe}`,
  },
  de: {
    templates: {
      like: { subject: (v) => `${v.other} hat Sie geliked`, body: (v) => `Hallo ${v.name},\n\n${v.other} hat Sie bei ${v.site} geliked. Sehen Sie sich das Profil an und liken Sie zurück – wenn Sie sich gegenseitig liken, ist es ein Match.\n\n${v.link}` },
      new_conversations: { subject: (v) => `${v.other} hat Ihnen eine Nachricht geschickt`, body: (v) => `Hallo ${v.name},\n\n${v.other} hat Ihnen bei ${v.site} zum ersten Mal geschrieben. Lesen Sie die Nachricht und antworten Sie:\n\n${v.link}` },
      new_messages: { subject: (v) => `Neue Nachricht von ${v.other}`, body: (v) => `Hallo ${v.name},\n\n${v.other} hat Ihnen bei ${v.site} eine neue Nachricht geschickt. Lesen Sie sie und antworten Sie:\n\n${v.link}` },
      unread_message_reminders: {
        subject: (v) => `Sie haben ${plural('de', v.count, { one: '# ungelesene Nachricht', other: '# ungelesene Nachrichten' })}`,
        body: (v) => `Hallo ${v.name},\n\nSie haben bei ${v.site} ${plural('de', v.count, { one: '# ungelesene Nachricht', other: '# ungelesene Nachrichten' })}. Jemand wartet auf Ihre Antwort:\n\n${v.link}`,
      },
      weekly_updates: {
        subject: (v) => `Neu in Ihrer Nähe diese Woche: ${plural('de', v.count, { one: '# Mitglied', other: '# Mitglieder' })}`,
        body: (v) => `Hallo ${v.name},\n\ndiese Woche ${plural('de', v.count, { one: 'ist # neues Mitglied', other: 'sind # neue Mitglieder' })} aus Ihrer Nähe zu ${v.site} gekommen. Sehen Sie nach, wer dabei ist, und sagen Sie Hallo:\n\n${v.link}`,
      },
      reminders: { subject: () => 'Fügen Sie Ihrem Profil ein Foto hinzu', body: (v) => `Hallo ${v.name},\n\nProfile mit Foto bekommen deutlich mehr Antworten. Fügen Sie Ihrem Profil bei ${v.site} ein Foto hinzu – das dauert nur eine Minute:\n\n${v.link}` },
    },
    greeting: (name) => `Hallo ${name},`,
    signOff: (site) => `Viele Grüße\n${site}`,
    footer: (v) => `Sie erhalten diese E-Mail als Mitglied von ${v.site}. Welche E-Mails Sie bekommen, legen Sie hier fest: ${v.settings}\nKeine E-Mails mehr von ${v.site}: ${v.unsubscribe}`,
  },
  en: {
    templates: {
      like: { subject: (v) => `${v.other} likes you`, body: (v) => `Hi ${v.name},\n\n${v.other} likes you on ${v.site}. Have a look at the profile and like back: if you like each other, it's a match.\n\n${v.link}` },
      new_conversations: { subject: (v) => `${v.other} sent you a message`, body: (v) => `Hi ${v.name},\n\n${v.other} has written to you for the first time on ${v.site}. Read the message and reply:\n\n${v.link}` },
      new_messages: { subject: (v) => `New message from ${v.other}`, body: (v) => `Hi ${v.name},\n\n${v.other} has sent you a new message on ${v.site}. Read it and reply:\n\n${v.link}` },
      unread_message_reminders: {
        subject: (v) => `You have ${plural('en', v.count, { one: '# unread message', other: '# unread messages' })}`,
        body: (v) => `Hi ${v.name},\n\nYou have ${plural('en', v.count, { one: '# unread message', other: '# unread messages' })} on ${v.site}. Someone is waiting for your answer:\n\n${v.link}`,
      },
      weekly_updates: {
        subject: (v) => `${plural('en', v.count, { one: '# new member', other: '# new members' })} near you this week`,
        body: (v) => `Hi ${v.name},\n\nThis week, ${plural('en', v.count, { one: '# new member', other: '# new members' })} near you joined ${v.site}. See who they are and say hello:\n\n${v.link}`,
      },
      reminders: { subject: () => 'Add a photo to your profile', body: (v) => `Hi ${v.name},\n\nProfiles with a photo get far more replies. Add one to your profile on ${v.site} – it only takes a minute:\n\n${v.link}` },
    },
    greeting: (name) => `Hi ${name},`,
    signOff: (site) => `Kind regards,\n${site}`,
    footer: (v) => `You get this e-mail as a member of ${v.site}. Choose which e-mails you get: ${v.settings}\nStop all e-mails from ${v.site}: ${v.unsubscribe}`,
  },
  es: {
    templates: {
      like: { subject: (v) => `A ${v.other} le gustas`, body: (v) => `Hola, ${v.name}:\n\nA ${v.other} le gustas en ${v.site}. Echa un vistazo a su perfil y devuélvele el me gusta: si os gustáis mutuamente, es un match.\n\n${v.link}` },
      new_conversations: { subject: (v) => `${v.other} te ha enviado un mensaje`, body: (v) => `Hola, ${v.name}:\n\n${v.other} te ha escrito por primera vez en ${v.site}. Lee el mensaje y contéstale:\n\n${v.link}` },
      new_messages: { subject: (v) => `Nuevo mensaje de ${v.other}`, body: (v) => `Hola, ${v.name}:\n\n${v.other} te ha enviado un nuevo mensaje en ${v.site}. Léelo y contéstale:\n\n${v.link}` },
      unread_message_reminders: {
        subject: (v) => `Tienes ${plural('es', v.count, { one: '# mensaje sin leer', other: '# mensajes sin leer' })}`,
        body: (v) => `Hola, ${v.name}:\n\nTienes ${plural('es', v.count, { one: '# mensaje sin leer', other: '# mensajes sin leer' })} en ${v.site}. Alguien está esperando tu respuesta:\n\n${v.link}`,
      },
      weekly_updates: {
        subject: (v) => `${plural('es', v.count, { one: '# nuevo miembro', other: '# nuevos miembros' })} cerca de ti esta semana`,
        body: (v) => `Hola, ${v.name}:\n\nEsta semana ${plural('es', v.count, { one: 'se ha unido', other: 'se han unido' })} a ${v.site} ${plural('es', v.count, { one: '# nuevo miembro', other: '# nuevos miembros' })} cerca de ti. Descubre quiénes son y salúdalos:\n\n${v.link}`,
      },
      reminders: { subject: () => 'Añade una foto a tu perfil', body: (v) => `Hola, ${v.name}:\n\nLos perfiles con foto reciben muchas más respuestas. Añade una a tu perfil en ${v.site}; solo te llevará un minuto:\n\n${v.link}` },
    },
    greeting: (name) => `Hola, ${name}:`,
    signOff: (site) => `Un saludo,\n${site}`,
    footer: (v) => `Recibes este correo porque eres miembro de ${v.site}. Elige qué correos quieres recibir: ${v.settings}\nNo recibir más correos de ${v.site}: ${v.unsubscribe}`,
  },
  fi: {
    templates: {
      like: { subject: (v) => `${v.other} tykkää sinusta`, body: (v) => `Hei ${v.name},\n\n${v.other} tykkää sinusta palvelussa ${v.site}. Katso profiili ja tykkää takaisin – jos tykkäätte toisistanne, syntyy match.\n\n${v.link}` },
      new_conversations: { subject: (v) => `${v.other} lähetti sinulle viestin`, body: (v) => `Hei ${v.name},\n\n${v.other} kirjoitti sinulle ensimmäistä kertaa palvelussa ${v.site}. Lue viesti ja vastaa:\n\n${v.link}` },
      new_messages: { subject: (v) => `Uusi viesti jäseneltä ${v.other}`, body: (v) => `Hei ${v.name},\n\n${v.other} lähetti sinulle uuden viestin palvelussa ${v.site}. Lue se ja vastaa:\n\n${v.link}` },
      unread_message_reminders: {
        subject: (v) => `Sinulla on ${plural('fi', v.count, { one: '# lukematon viesti', other: '# lukematonta viestiä' })}`,
        body: (v) => `Hei ${v.name},\n\nsinulla on ${plural('fi', v.count, { one: '# lukematon viesti', other: '# lukematonta viestiä' })} palvelussa ${v.site}. Joku odottaa vastaustasi:\n\n${v.link}`,
      },
      weekly_updates: {
        subject: (v) => `${plural('fi', v.count, { one: '# uusi jäsen', other: '# uutta jäsentä' })} läheltäsi tällä viikolla`,
        body: (v) => `Hei ${v.name},\n\ntällä viikolla palveluun ${v.site} liittyi ${plural('fi', v.count, { one: '# uusi jäsen', other: '# uutta jäsentä' })} läheltäsi. Katso, keitä he ovat, ja sano hei:\n\n${v.link}`,
      },
      reminders: { subject: () => 'Lisää profiiliisi kuva', body: (v) => `Hei ${v.name},\n\nkuvalliset profiilit saavat paljon enemmän vastauksia. Lisää kuva profiiliisi palvelussa ${v.site} – se vie vain hetken:\n\n${v.link}` },
    },
    greeting: (name) => `Hei ${name},`,
    signOff: (site) => `Ystävällisin terveisin\n${site}`,
    footer: (v) => `Saat tämän viestin, koska olet palvelun ${v.site} jäsen. Valitse, mitä sähköposteja haluat saada: ${v.settings}\nLopeta kaikki sähköpostit palvelusta ${v.site}: ${v.unsubscribe}`,
  },
  fr: {
    templates: {
      like: { subject: (v) => `${v.other} a liké votre profil`, body: (v) => `Bonjour ${v.name},\n\n${v.other} a liké votre profil sur ${v.site}. Découvrez son profil et rendez-lui son like : si vous vous likez mutuellement, c'est un match.\n\n${v.link}` },
      new_conversations: { subject: (v) => `${v.other} vous a envoyé un message`, body: (v) => `Bonjour ${v.name},\n\n${v.other} vous a écrit pour la première fois sur ${v.site}. Lisez son message et répondez-lui :\n\n${v.link}` },
      new_messages: { subject: (v) => `Nouveau message de ${v.other}`, body: (v) => `Bonjour ${v.name},\n\n${v.other} vous a envoyé un nouveau message sur ${v.site}. Lisez-le et répondez-lui :\n\n${v.link}` },
      unread_message_reminders: {
        subject: (v) => `Vous avez ${plural('fr', v.count, { one: '# message non lu', other: '# messages non lus' })}`,
        body: (v) => `Bonjour ${v.name},\n\nVous avez ${plural('fr', v.count, { one: '# message non lu', other: '# messages non lus' })} sur ${v.site}. Quelqu'un attend votre réponse :\n\n${v.link}`,
      },
      weekly_updates: {
        subject: (v) => `${plural('fr', v.count, { one: '# nouveau membre', other: '# nouveaux membres' })} près de chez vous cette semaine`,
        body: (v) => `Bonjour ${v.name},\n\nCette semaine, ${plural('fr', v.count, { one: '# nouveau membre près de chez vous a rejoint', other: '# nouveaux membres près de chez vous ont rejoint' })} le site ${v.site}. Découvrez qui ils sont et dites bonjour :\n\n${v.link}`,
      },
      reminders: { subject: () => 'Ajoutez une photo à votre profil', body: (v) => `Bonjour ${v.name},\n\nLes profils avec photo reçoivent bien plus de réponses. Ajoutez-en une à votre profil sur le site ${v.site}, cela ne prend qu'une minute :\n\n${v.link}` },
    },
    greeting: (name) => `Bonjour ${name},`,
    signOff: (site) => `Cordialement,\n${site}`,
    footer: (v) => `Vous recevez cet e-mail en tant que membre du site ${v.site}. Choisissez les e-mails que vous recevez : ${v.settings}\nNe plus recevoir aucun e-mail du site ${v.site} : ${v.unsubscribe}`,
  },
  it: {
    templates: {
      like: { subject: (v) => `${v.other} ti ha messo like`, body: (v) => `Ciao ${v.name},\n\n${v.other} ti ha messo like su ${v.site}. Guarda il profilo e ricambia il like: se vi mettete like a vicenda, è un match.\n\n${v.link}` },
      new_conversations: { subject: (v) => `${v.other} ti ha inviato un messaggio`, body: (v) => `Ciao ${v.name},\n\n${v.other} ti ha scritto per la prima volta su ${v.site}. Leggi il messaggio e rispondi:\n\n${v.link}` },
      new_messages: { subject: (v) => `Nuovo messaggio da ${v.other}`, body: (v) => `Ciao ${v.name},\n\n${v.other} ti ha inviato un nuovo messaggio su ${v.site}. Leggilo e rispondi:\n\n${v.link}` },
      unread_message_reminders: {
        subject: (v) => `Hai ${plural('it', v.count, { one: '# messaggio non letto', other: '# messaggi non letti' })}`,
        body: (v) => `Ciao ${v.name},\n\nhai ${plural('it', v.count, { one: '# messaggio non letto', other: '# messaggi non letti' })} su ${v.site}. Qualcuno aspetta la tua risposta:\n\n${v.link}`,
      },
      weekly_updates: {
        subject: (v) => `${plural('it', v.count, { one: '# nuovo membro', other: '# nuovi membri' })} vicino a te questa settimana`,
        body: (v) => `Ciao ${v.name},\n\nquesta settimana ${plural('it', v.count, { one: 'si è iscritto', other: 'si sono iscritti' })} a ${v.site} ${plural('it', v.count, { one: '# nuovo membro', other: '# nuovi membri' })} vicino a te. Scopri chi sono e saluta:\n\n${v.link}`,
      },
      reminders: { subject: () => 'Aggiungi una foto al tuo profilo', body: (v) => `Ciao ${v.name},\n\ni profili con foto ricevono molte più risposte. Aggiungine una al tuo profilo su ${v.site}: ci vuole solo un minuto.\n\n${v.link}` },
    },
    greeting: (name) => `Ciao ${name},`,
    signOff: (site) => `Cordiali saluti,\n${site}`,
    footer: (v) => `Ricevi questa e-mail perché sei membro di ${v.site}. Scegli quali e-mail ricevere: ${v.settings}\nNon ricevere più e-mail da ${v.site}: ${v.unsubscribe}`,
  },
  nb: {
    templates: {
      like: { subject: (v) => `${v.other} liker deg`, body: (v) => `Hei ${v.name}\n\n${v.other} liker deg på ${v.site}. Ta en titt på profilen og lik tilbake – liker dere hverandre, blir det en match.\n\n${v.link}` },
      new_conversations: { subject: (v) => `${v.other} har sendt deg en melding`, body: (v) => `Hei ${v.name}\n\n${v.other} har skrevet til deg for første gang på ${v.site}. Les meldingen og svar:\n\n${v.link}` },
      new_messages: { subject: (v) => `Ny melding fra ${v.other}`, body: (v) => `Hei ${v.name}\n\n${v.other} har sendt deg en ny melding på ${v.site}. Les den og svar:\n\n${v.link}` },
      unread_message_reminders: {
        subject: (v) => `Du har ${plural('nb', v.count, { one: '# ulest melding', other: '# uleste meldinger' })}`,
        body: (v) => `Hei ${v.name}\n\nDu har ${plural('nb', v.count, { one: '# ulest melding', other: '# uleste meldinger' })} på ${v.site}. Noen venter på svaret ditt:\n\n${v.link}`,
      },
      weekly_updates: {
        subject: (v) => `${plural('nb', v.count, { one: '# nytt medlem', other: '# nye medlemmer' })} i nærheten av deg denne uken`,
        body: (v) => `Hei ${v.name}\n\nDenne uken har ${plural('nb', v.count, { one: '# nytt medlem', other: '# nye medlemmer' })} i nærheten av deg blitt med på ${v.site}. Se hvem de er, og si hei:\n\n${v.link}`,
      },
      reminders: { subject: () => 'Legg til et bilde på profilen din', body: (v) => `Hei ${v.name}\n\nProfiler med bilde får langt flere svar. Legg til et bilde på profilen din på ${v.site} – det tar bare et minutt:\n\n${v.link}` },
    },
    greeting: (name) => `Hei ${name}`,
    signOff: (site) => `Vennlig hilsen\n${site}`,
    footer: (v) => `Du får denne e-posten som medlem av ${v.site}. Velg hvilke e-poster du vil ha: ${v.settings}\nIngen flere e-poster fra ${v.site}: ${v.unsubscribe}`,
  },
  nl: {
    templates: {
      like: { subject: (v) => `${v.other} heeft je geliket`, body: (v) => `Hoi ${v.name},\n\n${v.other} heeft je geliket op ${v.site}. Bekijk het profiel en like terug: liken jullie elkaar, dan is het een match.\n\n${v.link}` },
      new_conversations: { subject: (v) => `${v.other} heeft je een bericht gestuurd`, body: (v) => `Hoi ${v.name},\n\n${v.other} heeft je voor het eerst een bericht gestuurd op ${v.site}. Lees het bericht en stuur een antwoord:\n\n${v.link}` },
      new_messages: { subject: (v) => `Nieuw bericht van ${v.other}`, body: (v) => `Hoi ${v.name},\n\n${v.other} heeft je een nieuw bericht gestuurd op ${v.site}. Lees het en stuur een antwoord:\n\n${v.link}` },
      unread_message_reminders: {
        subject: (v) => `Je hebt ${plural('nl', v.count, { one: '# ongelezen bericht', other: '# ongelezen berichten' })}`,
        body: (v) => `Hoi ${v.name},\n\nJe hebt ${plural('nl', v.count, { one: '# ongelezen bericht', other: '# ongelezen berichten' })} op ${v.site}. Iemand wacht op je antwoord:\n\n${v.link}`,
      },
      weekly_updates: {
        subject: (v) => `${plural('nl', v.count, { one: '# nieuw lid', other: '# nieuwe leden' })} bij jou in de buurt deze week`,
        body: (v) => `Hoi ${v.name},\n\nDeze week ${plural('nl', v.count, { one: 'heeft zich # nieuw lid', other: 'hebben zich # nieuwe leden' })} bij jou in de buurt aangemeld bij ${v.site}. Bekijk wie het zijn en zeg hallo:\n\n${v.link}`,
      },
      reminders: { subject: () => 'Voeg een foto toe aan je profiel', body: (v) => `Hoi ${v.name},\n\nProfielen met een foto krijgen veel meer reacties. Voeg er een toe aan je profiel op ${v.site} – het kost maar een minuutje:\n\n${v.link}` },
    },
    greeting: (name) => `Hoi ${name},`,
    signOff: (site) => `Met vriendelijke groet,\n${site}`,
    footer: (v) => `Je ontvangt deze e-mail omdat je lid bent van ${v.site}. Kies welke e-mails je wilt ontvangen: ${v.settings}\nGeen e-mails meer van ${v.site}: ${v.unsubscribe}`,
  },
  pl: {
    templates: {
      like: { subject: (v) => `${v.other} polubił(a) Cię`, body: (v) => `Cześć ${v.name},\n\n${v.other} polubił(a) Cię w serwisie ${v.site}. Zajrzyj na profil i odwzajemnij polubienie – jeśli polubicie się nawzajem, będzie dopasowanie.\n\n${v.link}` },
      new_conversations: { subject: (v) => `${v.other} wysłał(a) Ci wiadomość`, body: (v) => `Cześć ${v.name},\n\n${v.other} napisał(a) do Ciebie po raz pierwszy w serwisie ${v.site}. Przeczytaj wiadomość i odpowiedz:\n\n${v.link}` },
      new_messages: { subject: (v) => `${v.other} przysłał(a) Ci nową wiadomość`, body: (v) => `Cześć ${v.name},\n\n${v.other} przysłał(a) Ci nową wiadomość w serwisie ${v.site}. Przeczytaj ją i odpowiedz:\n\n${v.link}` },
      unread_message_reminders: {
        subject: (v) => `Masz ${plural('pl', v.count, { one: '# nieprzeczytaną wiadomość', few: '# nieprzeczytane wiadomości', other: '# nieprzeczytanych wiadomości' })}`,
        body: (v) => `Cześć ${v.name},\n\nmasz ${plural('pl', v.count, { one: '# nieprzeczytaną wiadomość', few: '# nieprzeczytane wiadomości', other: '# nieprzeczytanych wiadomości' })} w serwisie ${v.site}. Ktoś czeka na Twoją odpowiedź:\n\n${v.link}`,
      },
      weekly_updates: {
        subject: (v) => `${plural('pl', v.count, { one: '# nowy użytkownik', other: '# nowych użytkowników' })} z Twojej okolicy w tym tygodniu`,
        body: (v) => `Cześć ${v.name},\n\nw tym tygodniu do serwisu ${v.site} ${plural('pl', v.count, { one: 'dołączył # nowy użytkownik', other: 'dołączyło # nowych użytkowników' })} z Twojej okolicy. Zobacz, kto to, i przywitaj się:\n\n${v.link}`,
      },
      reminders: { subject: () => 'Dodaj zdjęcie do swojego profilu', body: (v) => `Cześć ${v.name},\n\nprofile ze zdjęciem dostają znacznie więcej odpowiedzi. Dodaj zdjęcie do swojego profilu w serwisie ${v.site} – to zajmie tylko chwilę:\n\n${v.link}` },
    },
    greeting: (name) => `Cześć ${name},`,
    signOff: (site) => `Pozdrawiamy\n${site}`,
    footer: (v) => `Otrzymujesz tę wiadomość jako użytkownik serwisu ${v.site}. Wybierz, jakie e-maile chcesz dostawać: ${v.settings}\nRezygnacja ze wszystkich e-maili serwisu ${v.site}: ${v.unsubscribe}`,
  },
  sv: {
    templates: {
      like: { subject: (v) => `${v.other} gillar dig`, body: (v) => `Hej ${v.name}!\n\n${v.other} gillar dig på ${v.site}. Titta på profilen och gilla tillbaka – gillar ni varandra blir det en match.\n\n${v.link}` },
      new_conversations: { subject: (v) => `${v.other} har skickat ett meddelande till dig`, body: (v) => `Hej ${v.name}!\n\n${v.other} har skrivit till dig för första gången på ${v.site}. Läs meddelandet och svara:\n\n${v.link}` },
      new_messages: { subject: (v) => `Nytt meddelande från ${v.other}`, body: (v) => `Hej ${v.name}!\n\n${v.other} har skickat ett nytt meddelande till dig på ${v.site}. Läs det och svara:\n\n${v.link}` },
      unread_message_reminders: {
        subject: (v) => `Du har ${plural('sv', v.count, { one: '# oläst meddelande', other: '# olästa meddelanden' })}`,
        body: (v) => `Hej ${v.name}!\n\nDu har ${plural('sv', v.count, { one: '# oläst meddelande', other: '# olästa meddelanden' })} på ${v.site}. Någon väntar på ditt svar:\n\n${v.link}`,
      },
      weekly_updates: {
        subject: (v) => `${plural('sv', v.count, { one: '# ny medlem', other: '# nya medlemmar' })} nära dig den här veckan`,
        body: (v) => `Hej ${v.name}!\n\nDen här veckan har ${plural('sv', v.count, { one: '# ny medlem', other: '# nya medlemmar' })} nära dig gått med i ${v.site}. Se vilka de är och säg hej:\n\n${v.link}`,
      },
      reminders: { subject: () => 'Lägg till en bild i din profil', body: (v) => `Hej ${v.name}!\n\nProfiler med bild får betydligt fler svar. Lägg till en bild i din profil på ${v.site} – det tar bara en minut:\n\n${v.link}` },
    },
    greeting: (name) => `Hej ${name}!`,
    signOff: (site) => `Vänliga hälsningar\n${site}`,
    footer: (v) => `Du får det här mejlet som medlem hos ${v.site}. Välj vilka mejl du vill få: ${v.settings}\nInga fler mejl från ${v.site}: ${v.unsubscribe}`,
  },
};

/**
 * Subject and plain text of a notification mail in a language: the kind's body, the sign-off and
 * the footer with the settings and unsubscribe links (issue 15).
 */
export function renderNotificationMail(kind: NotificationMailKind, locale: Locale, values: NotificationValues): { subject: string; text: string } {
  const texts = TEXTS[locale];
  const template = texts.templates[kind];
  return { subject: template.subject(values), text: `${template.body(values)}\n\n${texts.signOff(values.site)}\n\n--\n${texts.footer(values)}` };
}

/**
 * A campaign mail (`promotions`, `news`): the operator's subject and text, between the member's
 * salutation and the sign-off and footer of their language.
 */
export function renderCampaignMail(locale: Locale, campaign: { subject: string; body: string }, values: Pick<NotificationValues, 'site' | 'name' | 'settings' | 'unsubscribe'>): { subject: string; text: string } {
  const texts = TEXTS[locale];
  return { subject: campaign.subject, text: `${texts.greeting(values.name)}\n\n${campaign.body.trim()}\n\n${texts.signOff(values.site)}\n\n--\n${texts.footer(values)}` };
}

/** Texts of the unsubscribe page that a mail's link opens (RFC 8058: a GET only asks, the button unsubscribes). */
export interface UnsubscribePageTexts {
  title: string;
  question: (site: string, email: string) => string;
  button: string;
  done: (site: string) => string;
  settings: string;
  invalid: string;
}

/** The unsubscribe page in the 11 languages. */
export const UNSUBSCRIBE_PAGE: Record<Locale, UnsubscribePageTexts> = {
  da: { title: 'Afmeld e-mails', question: (s, e) => `Skal ${s} stoppe alle e-mails til ${e}?`, button: 'Afmeld', done: (s) => `Du får ikke flere e-mails fra ${s}. Du kan altid slå dem til igen i dine indstillinger for notifikationer.`, settings: 'Indstillinger for notifikationer', invalid: 'Dette afmeldingslink er ikke gyldigt.' },
  de: { title: 'Vom E-Mail-Versand abmelden', question: (s, e) => `Keine E-Mails mehr von ${s} an ${e} senden?`, button: 'Abmelden', done: (s) => `Sie erhalten keine E-Mails mehr von ${s}. In Ihren Benachrichtigungseinstellungen können Sie sie jederzeit wieder einschalten.`, settings: 'Benachrichtigungseinstellungen', invalid: 'Dieser Abmeldelink ist ungültig.' },
  en: { title: 'Unsubscribe from e-mails', question: (s, e) => `Stop all e-mails from ${s} to ${e}?`, button: 'Unsubscribe', done: (s) => `You will no longer receive e-mails from ${s}. You can turn them back on at any time in your notification settings.`, settings: 'Notification settings', invalid: 'This unsubscribe link is not valid.' },
  es: { title: 'Darse de baja de los correos', question: (s, e) => `¿Dejar de recibir todos los correos de ${s} en ${e}?`, button: 'Darme de baja', done: (s) => `Ya no recibirás correos de ${s}. Puedes volver a activarlos cuando quieras en tus ajustes de notificaciones.`, settings: 'Ajustes de notificaciones', invalid: 'Este enlace para darse de baja no es válido.' },
  fi: { title: 'Peru sähköpostit', question: (s, e) => `Lopetetaanko kaikki sähköpostit palvelusta ${s} osoitteeseen ${e}?`, button: 'Peru sähköpostit', done: (s) => `Et saa enää sähköposteja palvelusta ${s}. Voit ottaa ne milloin tahansa takaisin käyttöön ilmoitusasetuksissa.`, settings: 'Ilmoitusasetukset', invalid: 'Tämä peruutuslinkki ei ole voimassa.' },
  fr: { title: 'Se désabonner des e-mails', question: (s, e) => `Ne plus envoyer aucun e-mail du site ${s} à ${e} ?`, button: 'Me désabonner', done: (s) => `Vous ne recevrez plus d'e-mails du site ${s}. Vous pouvez les réactiver à tout moment dans vos paramètres de notification.`, settings: 'Paramètres de notification', invalid: "Ce lien de désabonnement n'est pas valide." },
  it: { title: "Annulla l'iscrizione alle e-mail", question: (s, e) => `Non inviare più e-mail da ${s} a ${e}?`, button: 'Annulla iscrizione', done: (s) => `Non riceverai più e-mail da ${s}. Puoi riattivarle in qualsiasi momento nelle impostazioni delle notifiche.`, settings: 'Impostazioni delle notifiche', invalid: 'Questo link di disiscrizione non è valido.' },
  nb: { title: 'Meld deg av e-post', question: (s, e) => `Skal ${s} slutte å sende e-post til ${e}?`, button: 'Meld av', done: (s) => `Du får ikke flere e-poster fra ${s}. Du kan når som helst slå dem på igjen i varslingsinnstillingene.`, settings: 'Varslingsinnstillinger', invalid: 'Denne avmeldingslenken er ikke gyldig.' },
  nl: { title: 'Afmelden voor e-mails', question: (s, e) => `Wil je geen e-mails meer van ${s} ontvangen op ${e}?`, button: 'Afmelden', done: (s) => `Je ontvangt geen e-mails meer van ${s}. Je kunt ze altijd weer aanzetten in je meldingsinstellingen.`, settings: 'Meldingsinstellingen', invalid: 'Deze afmeldlink is niet geldig.' },
  pl: { title: 'Rezygnacja z e-maili', question: (s, e) => `Przestać wysyłać e-maile serwisu ${s} na adres ${e}?`, button: 'Wypisz mnie', done: (s) => `Nie będziesz już dostawać e-maili serwisu ${s}. W każdej chwili możesz je ponownie włączyć w ustawieniach powiadomień.`, settings: 'Ustawienia powiadomień', invalid: 'Ten link do rezygnacji jest nieprawidłowy.' },
  sv: { title: 'Avregistrera dig från mejl', question: (s, e) => `Sluta skicka mejl från ${s} till ${e}?`, button: 'Avregistrera', done: (s) => `Du får inga fler mejl från ${s}. Du kan när som helst slå på dem igen i dina aviseringsinställningar.`, settings: 'Aviseringsinställningar', invalid: 'Den här avregistreringslänken är inte giltig.' },
};
