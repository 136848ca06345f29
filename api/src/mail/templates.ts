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

/**
 * activation (sign-up and resend, 7 days), reset (1 hour), mail_change (to the new address,
 * 24 hours), deletion (the reactivation link, 14 days), report_reviewed (to a member whose report
 * an operator closed, issue 31: never what was done about the other member; the link is the site).
 */
export type MailKind = 'activation' | 'reset' | 'mail_change' | 'deletion' | 'report_reviewed';

/**
 * The account mails (activation after sign-up, password reset, e-mail change, deletion with the
 * reactivation link, a report looked at) in the 11 languages. Plain text;
 * the link stands alone on its line so mail clients and the dev outbox pick it up.
 */
export const MAIL_TEMPLATES: Record<MailKind, Record<Locale, Template>> = {
  activation: {
    da: {
      subject: (v) => `Bekræft din e-mailadresse hos ${v.site}`,
      text: (v) => `Hej ${v.name}\n\nTak fordi du har tilmeldt dig hos ${v.site}. Klik på linket herunder for at bekræfte din e-mailadresse og aktivere din konto:\n\n${v.link}\n\nLinket er gyldigt i 7 dage. Har du ikke selv tilmeldt dig, kan du blot se bort fra denne e-mail.\n\nVenlig hilsen\n${v.site}`,
    },
    de: {
      subject: (v) => `Bitte bestätigen Sie Ihre E-Mail-Adresse bei ${v.site}`,
      text: (v) => `Hallo ${v.name},\n\nschön, dass Sie sich bei ${v.site} registriert haben. Klicken Sie auf den folgenden Link, um Ihre E-Mail-Adresse zu bestätigen und Ihr Konto zu aktivieren:\n\n${v.link}\n\nDer Link ist 7 Tage gültig. Falls Sie sich nicht registriert haben, können Sie diese E-Mail einfach ignorieren.\n\nViele Grüße\n${v.site}`,
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
      text: (v) => `Hei ${v.name},\n\nkiitos, että liityit palveluun ${v.site}. Vahvista sähköpostiosoitteesi ja aktivoi tilisi alla olevasta linkistä:\n\n${v.link}\n\nLinkki on voimassa 7 päivää. Jos et itse liittynyt palveluun, voit jättää tämän viestin huomiotta.\n\nYstävällisin terveisin\n${v.site}`,
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
      text: (v) => `Hallo ${v.name},\n\nwir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Über den folgenden Link können Sie ein neues Passwort festlegen:\n\n${v.link}\n\nDer Link ist 1 Stunde gültig und kann nur einmal verwendet werden. Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail einfach.\n\nViele Grüße\n${v.site}`,
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
  mail_change: {
    da: {
      subject: (v) => `Bekræft din nye e-mailadresse hos ${v.site}`,
      text: (v) => `Hej ${v.name}\n\nDu har bedt om at ændre e-mailadressen til din konto hos ${v.site} til denne adresse. Klik på linket herunder for at bekræfte ændringen:\n\n${v.link}\n\nLinket er gyldigt i 24 timer og kan kun bruges én gang. Har du ikke selv bedt om ændringen, kan du se bort fra denne e-mail – din nuværende adresse forbliver uændret.\n\nVenlig hilsen\n${v.site}`,
    },
    de: {
      subject: (v) => `Bestätigen Sie Ihre neue E-Mail-Adresse bei ${v.site}`,
      text: (v) => `Hallo ${v.name},\n\nSie möchten die E-Mail-Adresse Ihres Kontos bei ${v.site} in diese Adresse ändern. Klicken Sie auf den folgenden Link, um die Änderung zu bestätigen:\n\n${v.link}\n\nDer Link ist 24 Stunden gültig und kann nur einmal verwendet werden. Falls Sie die Änderung nicht angefordert haben, ignorieren Sie diese E-Mail einfach – Ihre bisherige Adresse bleibt dann bestehen.\n\nViele Grüße\n${v.site}`,
    },
    en: {
      subject: (v) => `Confirm your new e-mail address for ${v.site}`,
      text: (v) => `Hi ${v.name},\n\nYou asked to change the e-mail address of your ${v.site} account to this address. Click the link below to confirm the change:\n\n${v.link}\n\nThe link is valid for 24 hours and can be used once. If you did not ask for this, you can ignore this e-mail and your current address stays as it is.\n\nKind regards,\n${v.site}`,
    },
    es: {
      subject: (v) => `Confirma tu nueva dirección de correo electrónico en ${v.site}`,
      text: (v) => `Hola, ${v.name}:\n\nHas solicitado cambiar la dirección de correo electrónico de tu cuenta de ${v.site} por esta. Haz clic en el siguiente enlace para confirmar el cambio:\n\n${v.link}\n\nEl enlace es válido durante 24 horas y solo se puede usar una vez. Si no has solicitado este cambio, ignora este mensaje: tu dirección actual seguirá siendo la misma.\n\nUn saludo,\n${v.site}`,
    },
    fi: {
      subject: (v) => `Vahvista uusi sähköpostiosoitteesi – ${v.site}`,
      text: (v) => `Hei ${v.name},\n\npyysit vaihtamaan palvelun ${v.site} tilisi sähköpostiosoitteeksi tämän osoitteen. Vahvista muutos alla olevasta linkistä:\n\n${v.link}\n\nLinkki on voimassa 24 tuntia ja toimii vain kerran. Jos et pyytänyt muutosta, voit jättää tämän viestin huomiotta – nykyinen osoitteesi pysyy ennallaan.\n\nYstävällisin terveisin\n${v.site}`,
    },
    fr: {
      subject: (v) => `Confirmez votre nouvelle adresse e-mail sur ${v.site}`,
      text: (v) => `Bonjour ${v.name},\n\nVous avez demandé à remplacer l'adresse e-mail de votre compte ${v.site} par celle-ci. Cliquez sur le lien ci-dessous pour confirmer ce changement :\n\n${v.link}\n\nCe lien est valable 24 heures et ne peut être utilisé qu'une seule fois. Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail : votre adresse actuelle restera inchangée.\n\nCordialement,\n${v.site}`,
    },
    it: {
      subject: (v) => `Conferma il tuo nuovo indirizzo e-mail su ${v.site}`,
      text: (v) => `Ciao ${v.name},\n\nhai chiesto di sostituire l'indirizzo e-mail del tuo account ${v.site} con questo indirizzo. Clicca sul link qui sotto per confermare la modifica:\n\n${v.link}\n\nIl link è valido per 24 ore e può essere usato una sola volta. Se non hai richiesto tu la modifica, ignora questa e-mail: il tuo indirizzo attuale resterà invariato.\n\nCordiali saluti,\n${v.site}`,
    },
    nb: {
      subject: (v) => `Bekreft den nye e-postadressen din hos ${v.site}`,
      text: (v) => `Hei ${v.name}\n\nDu har bedt om å endre e-postadressen til kontoen din hos ${v.site} til denne adressen. Klikk på lenken nedenfor for å bekrefte endringen:\n\n${v.link}\n\nLenken er gyldig i 24 timer og kan bare brukes én gang. Hvis du ikke har bedt om endringen, kan du se bort fra denne e-posten – den nåværende adressen din forblir uendret.\n\nVennlig hilsen\n${v.site}`,
    },
    nl: {
      subject: (v) => `Bevestig je nieuwe e-mailadres bij ${v.site}`,
      text: (v) => `Hoi ${v.name},\n\nJe hebt gevraagd om het e-mailadres van je account bij ${v.site} te wijzigen in dit adres. Klik op de onderstaande link om de wijziging te bevestigen:\n\n${v.link}\n\nDe link is 24 uur geldig en werkt maar één keer. Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren; je huidige adres blijft dan gewoon behouden.\n\nMet vriendelijke groet,\n${v.site}`,
    },
    pl: {
      subject: (v) => `Potwierdź nowy adres e-mail w ${v.site}`,
      text: (v) => `Cześć ${v.name},\n\notrzymaliśmy prośbę o zmianę adresu e-mail Twojego konta w ${v.site} na ten adres. Kliknij poniższy link, aby potwierdzić zmianę:\n\n${v.link}\n\nLink jest ważny przez 24 godziny i można go użyć tylko raz. Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – Twój obecny adres pozostanie bez zmian.\n\nPozdrawiamy\n${v.site}`,
    },
    sv: {
      subject: (v) => `Bekräfta din nya e-postadress hos ${v.site}`,
      text: (v) => `Hej ${v.name}!\n\nDu har bett om att ändra e-postadressen för ditt konto hos ${v.site} till den här adressen. Klicka på länken nedan för att bekräfta ändringen:\n\n${v.link}\n\nLänken gäller i 24 timmar och kan bara användas en gång. Om du inte har bett om ändringen kan du bortse från det här mejlet – din nuvarande adress förblir oförändrad.\n\nVänliga hälsningar\n${v.site}`,
    },
  },
  deletion: {
    da: {
      subject: (v) => `Din konto hos ${v.site} er slettet`,
      text: (v) => `Hej ${v.name}\n\nSom ønsket har vi slettet din konto hos ${v.site}. Din profil er ikke længere synlig for andre medlemmer.\n\nHar du fortrudt? Du kan genaktivere din konto inden for 14 dage via dette link:\n\n${v.link}\n\nEfter 14 dage bliver din profil, dine billeder, beskeder og alle øvrige data slettet permanent og kan ikke længere gendannes.\n\nVenlig hilsen\n${v.site}`,
    },
    de: {
      subject: (v) => `Ihr Konto bei ${v.site} wurde gelöscht`,
      text: (v) => `Hallo ${v.name},\n\nwie gewünscht haben wir Ihr Konto bei ${v.site} gelöscht. Ihr Profil ist für andere Mitglieder nicht mehr sichtbar.\n\nSie haben es sich anders überlegt? Innerhalb von 14 Tagen können Sie Ihr Konto über diesen Link wieder aktivieren:\n\n${v.link}\n\nNach 14 Tagen werden Ihr Profil, Ihre Fotos, Nachrichten und alle übrigen Daten endgültig gelöscht und können nicht mehr wiederhergestellt werden.\n\nViele Grüße\n${v.site}`,
    },
    en: {
      subject: (v) => `Your ${v.site} account has been deleted`,
      text: (v) => `Hi ${v.name},\n\nAs you requested, your ${v.site} account has been deleted. Your profile is no longer visible to other members.\n\nChanged your mind? You can reactivate your account within 14 days with this link:\n\n${v.link}\n\nAfter 14 days your profile, photos, messages and all other data will be erased for good and can no longer be restored.\n\nKind regards,\n${v.site}`,
    },
    es: {
      subject: (v) => `Tu cuenta de ${v.site} ha sido eliminada`,
      text: (v) => `Hola, ${v.name}:\n\nTal como nos pediste, hemos eliminado tu cuenta de ${v.site}. Tu perfil ya no es visible para otros miembros.\n\n¿Has cambiado de opinión? Puedes reactivar tu cuenta durante los próximos 14 días con este enlace:\n\n${v.link}\n\nPasados 14 días, tu perfil, tus fotos, tus mensajes y todos los demás datos se borrarán definitivamente y ya no se podrán recuperar.\n\nUn saludo,\n${v.site}`,
    },
    fi: {
      subject: (v) => `Tilisi on poistettu – ${v.site}`,
      text: (v) => `Hei ${v.name},\n\npyyntösi mukaisesti tilisi palvelussa ${v.site} on poistettu. Profiilisi ei enää näy muille jäsenille.\n\nMuutitko mielesi? Voit aktivoida tilisi uudelleen 14 päivän kuluessa tästä linkistä:\n\n${v.link}\n\n14 päivän kuluttua profiilisi, kuvasi, viestisi ja kaikki muut tietosi poistetaan pysyvästi, eikä niitä voi enää palauttaa.\n\nYstävällisin terveisin\n${v.site}`,
    },
    fr: {
      subject: (v) => `Votre compte ${v.site} a été supprimé`,
      text: (v) => `Bonjour ${v.name},\n\nComme vous l'avez demandé, votre compte ${v.site} a été supprimé. Votre profil n'est plus visible par les autres membres.\n\nVous avez changé d'avis ? Vous pouvez réactiver votre compte dans les 14 jours grâce à ce lien :\n\n${v.link}\n\nPassé ce délai de 14 jours, votre profil, vos photos, vos messages et toutes vos autres données seront définitivement effacés et ne pourront plus être restaurés.\n\nCordialement,\n${v.site}`,
    },
    it: {
      subject: (v) => `Il tuo account ${v.site} è stato eliminato`,
      text: (v) => `Ciao ${v.name},\n\ncome da te richiesto, abbiamo eliminato il tuo account ${v.site}. Il tuo profilo non è più visibile agli altri membri.\n\nHai cambiato idea? Puoi riattivare il tuo account entro 14 giorni con questo link:\n\n${v.link}\n\nTrascorsi 14 giorni, il tuo profilo, le tue foto, i tuoi messaggi e tutti gli altri dati verranno cancellati definitivamente e non potranno più essere recuperati.\n\nCordiali saluti,\n${v.site}`,
    },
    nb: {
      subject: (v) => `Kontoen din hos ${v.site} er slettet`,
      text: (v) => `Hei ${v.name}\n\nSom du ba om, har vi slettet kontoen din hos ${v.site}. Profilen din er ikke lenger synlig for andre medlemmer.\n\nHar du ombestemt deg? Du kan aktivere kontoen din igjen innen 14 dager via denne lenken:\n\n${v.link}\n\nEtter 14 dager blir profilen, bildene, meldingene og alle andre data slettet for godt og kan ikke gjenopprettes.\n\nVennlig hilsen\n${v.site}`,
    },
    nl: {
      subject: (v) => `Je account bij ${v.site} is verwijderd`,
      text: (v) => `Hoi ${v.name},\n\nZoals je hebt gevraagd, hebben we je account bij ${v.site} verwijderd. Je profiel is niet meer zichtbaar voor andere leden.\n\nToch van gedachten veranderd? Binnen 14 dagen kun je je account weer activeren via deze link:\n\n${v.link}\n\nNa 14 dagen worden je profiel, foto's, berichten en alle andere gegevens definitief gewist en kunnen ze niet meer worden hersteld.\n\nMet vriendelijke groet,\n${v.site}`,
    },
    pl: {
      subject: (v) => `Twoje konto w ${v.site} zostało usunięte`,
      text: (v) => `Cześć ${v.name},\n\nzgodnie z Twoją prośbą usunęliśmy Twoje konto w ${v.site}. Twój profil nie jest już widoczny dla innych użytkowników.\n\nChcesz jednak wrócić? W ciągu 14 dni możesz ponownie aktywować konto za pomocą tego linku:\n\n${v.link}\n\nPo 14 dniach Twój profil, zdjęcia, wiadomości i wszystkie pozostałe dane zostaną trwale usunięte i nie będzie można ich już przywrócić.\n\nPozdrawiamy\n${v.site}`,
    },
    sv: {
      subject: (v) => `Ditt konto hos ${v.site} har raderats`,
      text: (v) => `Hej ${v.name}!\n\nSom du bad om har vi raderat ditt konto hos ${v.site}. Din profil syns inte längre för andra medlemmar.\n\nHar du ångrat dig? Du kan återaktivera ditt konto inom 14 dagar via den här länken:\n\n${v.link}\n\nEfter 14 dagar raderas din profil, dina bilder, meddelanden och all annan information permanent och kan inte längre återställas.\n\nVänliga hälsningar\n${v.site}`,
    },
  },
  report_reviewed: {
    da: {
      subject: (v) => `Vi har set på din anmeldelse hos ${v.site}`,
      text: (v) => `Hej ${v.name}\n\nTak for din anmeldelse. Vores team har set på den og har grebet ind, hvor det var nødvendigt.\n\nAf hensyn til alles privatliv kan vi ikke fortælle dig, hvad vi har besluttet om det andet medlems konto.\n\nTak fordi du er med til at gøre ${v.site} til et trygt og venligt sted.\n\n${v.link}\n\nVenlig hilsen\n${v.site}`,
    },
    de: {
      subject: (v) => `Wir haben Ihre Meldung bei ${v.site} geprüft`,
      text: (v) => `Hallo ${v.name},\n\nvielen Dank für Ihre Meldung. Unser Team hat sie geprüft und, wo nötig, gehandelt.\n\nZum Schutz der Privatsphäre aller Mitglieder können wir Ihnen nicht mitteilen, wie wir über das Konto des anderen Mitglieds entschieden haben.\n\nDanke, dass Sie dazu beitragen, dass ${v.site} ein sicherer und freundlicher Ort bleibt.\n\n${v.link}\n\nViele Grüße\n${v.site}`,
    },
    en: {
      subject: (v) => `We have looked at your report on ${v.site}`,
      text: (v) => `Hi ${v.name},\n\nThank you for your report. Our team has looked at it and acted where needed.\n\nTo protect everyone's privacy, we cannot tell you what we decided about the other member's account.\n\nThank you for helping to keep ${v.site} a safe and friendly place.\n\n${v.link}\n\nKind regards,\n${v.site}`,
    },
    es: {
      subject: (v) => `Hemos revisado tu denuncia en ${v.site}`,
      text: (v) => `Hola, ${v.name}:\n\nGracias por tu denuncia. Nuestro equipo la ha revisado y ha tomado medidas donde era necesario.\n\nPara proteger la privacidad de todos, no podemos contarte qué hemos decidido sobre la cuenta del otro miembro.\n\nGracias por ayudarnos a que ${v.site} siga siendo un lugar seguro y agradable.\n\n${v.link}\n\nUn saludo,\n${v.site}`,
    },
    fi: {
      subject: (v) => `Olemme käsitelleet ilmoituksesi palvelussa ${v.site}`,
      text: (v) => `Hei ${v.name},\n\nkiitos ilmoituksestasi. Tiimimme on käsitellyt sen ja ryhtynyt toimiin siltä osin kuin se oli tarpeen.\n\nKaikkien yksityisyyden suojaamiseksi emme voi kertoa, mitä päätimme toisen jäsenen tilistä.\n\nKiitos, että autat pitämään palvelun ${v.site} turvallisena ja ystävällisenä paikkana.\n\n${v.link}\n\nYstävällisin terveisin\n${v.site}`,
    },
    fr: {
      subject: (v) => `Nous avons examiné votre signalement sur ${v.site}`,
      text: (v) => `Bonjour ${v.name},\n\nMerci pour votre signalement. Notre équipe l'a examiné et a pris les mesures nécessaires le cas échéant.\n\nPour protéger la vie privée de chacun, nous ne pouvons pas vous dire ce que nous avons décidé concernant le compte de l'autre membre.\n\nMerci de nous aider à faire de ${v.site} un lieu sûr et convivial.\n\n${v.link}\n\nCordialement,\n${v.site}`,
    },
    it: {
      subject: (v) => `Abbiamo esaminato la tua segnalazione su ${v.site}`,
      text: (v) => `Ciao ${v.name},\n\ngrazie per la tua segnalazione. Il nostro team l'ha esaminata ed è intervenuto dove necessario.\n\nPer tutelare la privacy di tutti, non possiamo dirti che cosa abbiamo deciso riguardo all'account dell'altro membro.\n\nGrazie per aiutarci a mantenere ${v.site} un luogo sicuro e piacevole.\n\n${v.link}\n\nCordiali saluti,\n${v.site}`,
    },
    nb: {
      subject: (v) => `Vi har sett på rapporten din hos ${v.site}`,
      text: (v) => `Hei ${v.name}\n\nTakk for rapporten din. Teamet vårt har sett på den og grepet inn der det var nødvendig.\n\nAv hensyn til alles personvern kan vi ikke fortelle deg hva vi har bestemt om det andre medlemmets konto.\n\nTakk for at du bidrar til at ${v.site} forblir et trygt og hyggelig sted.\n\n${v.link}\n\nVennlig hilsen\n${v.site}`,
    },
    nl: {
      subject: (v) => `We hebben je melding bij ${v.site} bekeken`,
      text: (v) => `Hoi ${v.name},\n\nBedankt voor je melding. Ons team heeft ernaar gekeken en waar nodig actie ondernomen.\n\nOm ieders privacy te beschermen, kunnen we je niet vertellen wat we over het account van het andere lid hebben besloten.\n\nBedankt dat je helpt om ${v.site} een veilige en prettige plek te houden.\n\n${v.link}\n\nMet vriendelijke groet,\n${v.site}`,
    },
    pl: {
      subject: (v) => `Sprawdziliśmy Twoje zgłoszenie w ${v.site}`,
      text: (v) => `Cześć ${v.name},\n\ndziękujemy za zgłoszenie. Nasz zespół je sprawdził i tam, gdzie było to potrzebne, podjął odpowiednie kroki.\n\nZe względu na ochronę prywatności wszystkich użytkowników nie możemy przekazać Ci, jaką decyzję podjęliśmy w sprawie konta drugiego użytkownika.\n\nDziękujemy, że pomagasz dbać o to, by ${v.site} było bezpiecznym i przyjaznym miejscem.\n\n${v.link}\n\nPozdrawiamy\n${v.site}`,
    },
    sv: {
      subject: (v) => `Vi har gått igenom din anmälan hos ${v.site}`,
      text: (v) => `Hej ${v.name}!\n\nTack för din anmälan. Vårt team har gått igenom den och agerat där det behövdes.\n\nAv hänsyn till allas integritet kan vi inte berätta vad vi har beslutat om den andra medlemmens konto.\n\nTack för att du hjälper till att göra ${v.site} till en trygg och trevlig plats.\n\n${v.link}\n\nVänliga hälsningar\n${v.site}`,
    },
  },
};

/** Subject and text of an account mail in a language. */
export function renderMail(kind: MailKind, locale: Locale, values: MailValues): { subject: string; text: string } {
  const t = MAIL_TEMPLATES[kind][locale];
  return { subject: t.subject(values), text: t.text(values) };
}
