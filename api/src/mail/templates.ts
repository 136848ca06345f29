import type { Locale } from '../types.js';

/** Values of an account mail: the site's mail name and the link to open. */
export interface MailValues {
  site: string;
  name: string;
  link: string;
}

interface Template {
  subject: (v: MailValues) => string;
  text: (v: MailValues) => string;
}

export type MailKind = 'activation' | 'reset';

/**
 * The account mails (activation after sign-up, password reset) in the 11 languages. Plain text;
 * the link stands alone on its line so mail clients and the dev outbox pick it up.
 */
export const MAIL_TEMPLATES: Record<MailKind, Record<Locale, Template>> = {
  activation: {
    da: {
      subject: (v) => `Bekræft din e-mailadresse hos ${v.site}`,
      text: (v) => `Hej ${v.name}\n\nTak fordi du har oprettet en profil hos ${v.site}. Klik på linket herunder for at bekræfte din e-mailadresse og aktivere din konto:\n\n${v.link}\n\nLinket er gyldigt i 7 dage. Har du ikke selv oprettet en profil, kan du blot se bort fra denne e-mail.\n\nVenlig hilsen\n${v.site}`,
    },
    de: {
      subject: (v) => `Bitte bestätige deine E-Mail-Adresse bei ${v.site}`,
      text: (v) => `Hallo ${v.name},\n\nschön, dass du dich bei ${v.site} angemeldet hast. Klicke auf den folgenden Link, um deine E-Mail-Adresse zu bestätigen und dein Konto zu aktivieren:\n\n${v.link}\n\nDer Link ist 7 Tage gültig. Falls du dich nicht angemeldet hast, kannst du diese E-Mail einfach ignorieren.\n\nViele Grüße\n${v.site}`,
    },
    en: {
      subject: (v) => `Please confirm your e-mail address for ${v.site}`,
      text: (v) => `Hi ${v.name},\n\nThanks for signing up with ${v.site}. Click the link below to confirm your e-mail address and activate your account:\n\n${v.link}\n\nThe link is valid for 7 days. If you did not sign up, you can simply ignore this e-mail.\n\nKind regards,\n${v.site}`,
    },
    es: {
      subject: (v) => `Confirma tu dirección de correo electrónico en ${v.site}`,
      text: (v) => `Hola, ${v.name}:\n\nGracias por registrarte en ${v.site}. Haz clic en el siguiente enlace para confirmar tu dirección de correo electrónico y activar tu cuenta:\n\n${v.link}\n\nEl enlace es válido durante 7 días. Si no te has registrado, puedes ignorar este mensaje.\n\nUn saludo,\n${v.site}`,
    },
    fi: {
      subject: (v) => `Vahvista sähköpostiosoitteesi palvelussa ${v.site}`,
      text: (v) => `Hei ${v.name},\n\nkiitos, että rekisteröidyit palveluun ${v.site}. Vahvista sähköpostiosoitteesi ja aktivoi tilisi alla olevasta linkistä:\n\n${v.link}\n\nLinkki on voimassa 7 päivää. Jos et rekisteröitynyt itse, voit jättää tämän viestin huomiotta.\n\nYstävällisin terveisin\n${v.site}`,
    },
    fr: {
      subject: (v) => `Confirmez votre adresse e-mail sur ${v.site}`,
      text: (v) => `Bonjour ${v.name},\n\nMerci de votre inscription sur ${v.site}. Cliquez sur le lien ci-dessous pour confirmer votre adresse e-mail et activer votre compte :\n\n${v.link}\n\nCe lien est valable 7 jours. Si vous ne vous êtes pas inscrit(e), ignorez simplement cet e-mail.\n\nCordialement,\n${v.site}`,
    },
    it: {
      subject: (v) => `Conferma il tuo indirizzo e-mail su ${v.site}`,
      text: (v) => `Ciao ${v.name},\n\ngrazie per esserti iscritto/a a ${v.site}. Clicca sul link qui sotto per confermare il tuo indirizzo e-mail e attivare il tuo account:\n\n${v.link}\n\nIl link è valido per 7 giorni. Se non ti sei iscritto/a, puoi ignorare questa e-mail.\n\nCordiali saluti,\n${v.site}`,
    },
    nb: {
      subject: (v) => `Bekreft e-postadressen din hos ${v.site}`,
      text: (v) => `Hei ${v.name}\n\nTakk for at du registrerte deg hos ${v.site}. Klikk på lenken nedenfor for å bekrefte e-postadressen din og aktivere kontoen:\n\n${v.link}\n\nLenken er gyldig i 7 dager. Hvis du ikke har registrert deg, kan du se bort fra denne e-posten.\n\nVennlig hilsen\n${v.site}`,
    },
    nl: {
      subject: (v) => `Bevestig je e-mailadres bij ${v.site}`,
      text: (v) => `Hoi ${v.name},\n\nBedankt voor je aanmelding bij ${v.site}. Klik op de onderstaande link om je e-mailadres te bevestigen en je account te activeren:\n\n${v.link}\n\nDe link is 7 dagen geldig. Heb je je niet aangemeld? Dan kun je deze e-mail gewoon negeren.\n\nMet vriendelijke groet,\n${v.site}`,
    },
    pl: {
      subject: (v) => `Potwierdź swój adres e-mail w ${v.site}`,
      text: (v) => `Cześć ${v.name},\n\ndziękujemy za rejestrację w ${v.site}. Kliknij poniższy link, aby potwierdzić adres e-mail i aktywować konto:\n\n${v.link}\n\nLink jest ważny przez 7 dni. Jeśli to nie Ty zakładałeś/zakładałaś konto, zignoruj tę wiadomość.\n\nPozdrawiamy\n${v.site}`,
    },
    sv: {
      subject: (v) => `Bekräfta din e-postadress hos ${v.site}`,
      text: (v) => `Hej ${v.name}!\n\nTack för att du registrerade dig hos ${v.site}. Klicka på länken nedan för att bekräfta din e-postadress och aktivera ditt konto:\n\n${v.link}\n\nLänken gäller i 7 dagar. Om du inte har registrerat dig kan du bortse från det här mejlet.\n\nVänliga hälsningar\n${v.site}`,
    },
  },
  reset: {
    da: {
      subject: (v) => `Nulstil din adgangskode hos ${v.site}`,
      text: (v) => `Hej ${v.name}\n\nVi har modtaget en anmodning om at nulstille adgangskoden til din konto. Klik på linket herunder for at vælge en ny adgangskode:\n\n${v.link}\n\nLinket er gyldigt i 1 time og kan kun bruges én gang. Har du ikke bedt om en ny adgangskode, kan du se bort fra denne e-mail.\n\nVenlig hilsen\n${v.site}`,
    },
    de: {
      subject: (v) => `Passwort zurücksetzen bei ${v.site}`,
      text: (v) => `Hallo ${v.name},\n\nwir haben eine Anfrage erhalten, das Passwort deines Kontos zurückzusetzen. Über den folgenden Link kannst du ein neues Passwort festlegen:\n\n${v.link}\n\nDer Link ist 1 Stunde gültig und kann nur einmal verwendet werden. Wenn du kein neues Passwort angefordert hast, ignoriere diese E-Mail einfach.\n\nViele Grüße\n${v.site}`,
    },
    en: {
      subject: (v) => `Reset your password for ${v.site}`,
      text: (v) => `Hi ${v.name},\n\nWe received a request to reset the password of your account. Click the link below to choose a new password:\n\n${v.link}\n\nThe link is valid for 1 hour and can be used once. If you did not ask for a new password, you can ignore this e-mail.\n\nKind regards,\n${v.site}`,
    },
    es: {
      subject: (v) => `Restablece tu contraseña de ${v.site}`,
      text: (v) => `Hola, ${v.name}:\n\nHemos recibido una solicitud para restablecer la contraseña de tu cuenta. Haz clic en el siguiente enlace para elegir una nueva contraseña:\n\n${v.link}\n\nEl enlace es válido durante 1 hora y solo se puede usar una vez. Si no has solicitado una nueva contraseña, ignora este mensaje.\n\nUn saludo,\n${v.site}`,
    },
    fi: {
      subject: (v) => `Salasanan vaihtaminen – ${v.site}`,
      text: (v) => `Hei ${v.name},\n\nsaimme pyynnön vaihtaa tilisi salasanan. Valitse uusi salasana alla olevasta linkistä:\n\n${v.link}\n\nLinkki on voimassa tunnin ja toimii vain kerran. Jos et pyytänyt uutta salasanaa, voit jättää tämän viestin huomiotta.\n\nYstävällisin terveisin\n${v.site}`,
    },
    fr: {
      subject: (v) => `Réinitialisez votre mot de passe ${v.site}`,
      text: (v) => `Bonjour ${v.name},\n\nNous avons reçu une demande de réinitialisation du mot de passe de votre compte. Cliquez sur le lien ci-dessous pour choisir un nouveau mot de passe :\n\n${v.link}\n\nCe lien est valable 1 heure et ne peut être utilisé qu'une seule fois. Si vous n'avez rien demandé, ignorez simplement cet e-mail.\n\nCordialement,\n${v.site}`,
    },
    it: {
      subject: (v) => `Reimposta la tua password di ${v.site}`,
      text: (v) => `Ciao ${v.name},\n\nabbiamo ricevuto una richiesta di reimpostazione della password del tuo account. Clicca sul link qui sotto per sceglierne una nuova:\n\n${v.link}\n\nIl link è valido per 1 ora e può essere usato una sola volta. Se non hai richiesto una nuova password, ignora questa e-mail.\n\nCordiali saluti,\n${v.site}`,
    },
    nb: {
      subject: (v) => `Tilbakestill passordet ditt hos ${v.site}`,
      text: (v) => `Hei ${v.name}\n\nVi har fått en forespørsel om å tilbakestille passordet til kontoen din. Klikk på lenken nedenfor for å velge et nytt passord:\n\n${v.link}\n\nLenken er gyldig i 1 time og kan bare brukes én gang. Hvis du ikke har bedt om nytt passord, kan du se bort fra denne e-posten.\n\nVennlig hilsen\n${v.site}`,
    },
    nl: {
      subject: (v) => `Stel je wachtwoord opnieuw in bij ${v.site}`,
      text: (v) => `Hoi ${v.name},\n\nWe hebben een verzoek ontvangen om het wachtwoord van je account opnieuw in te stellen. Klik op de onderstaande link om een nieuw wachtwoord te kiezen:\n\n${v.link}\n\nDe link is 1 uur geldig en werkt maar één keer. Heb je geen nieuw wachtwoord aangevraagd? Dan kun je deze e-mail negeren.\n\nMet vriendelijke groet,\n${v.site}`,
    },
    pl: {
      subject: (v) => `Zresetuj hasło w ${v.site}`,
      text: (v) => `Cześć ${v.name},\n\notrzymaliśmy prośbę o zresetowanie hasła do Twojego konta. Kliknij poniższy link, aby ustawić nowe hasło:\n\n${v.link}\n\nLink jest ważny przez 1 godzinę i można go użyć tylko raz. Jeśli nie prosiłeś/prosiłaś o nowe hasło, zignoruj tę wiadomość.\n\nPozdrawiamy\n${v.site}`,
    },
    sv: {
      subject: (v) => `Återställ ditt lösenord hos ${v.site}`,
      text: (v) => `Hej ${v.name}!\n\nVi har fått en begäran om att återställa lösenordet till ditt konto. Klicka på länken nedan för att välja ett nytt lösenord:\n\n${v.link}\n\nLänken gäller i 1 timme och kan bara användas en gång. Om du inte har bett om ett nytt lösenord kan du bortse från det här mejlet.\n\nVänliga hälsningar\n${v.site}`,
    },
  },
};

/** Subject and text of an account mail in a language. */
export function renderMail(kind: MailKind, locale: Locale, values: MailValues): { subject: string; text: string } {
  const t = MAIL_TEMPLATES[kind][locale];
  return { subject: t.subject(values), text: t.text(values) };
}
