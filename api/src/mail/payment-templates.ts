import type { Locale } from '../types.js';

/**
 * Values of the payment confirmation mail (issue 32 "Receipts"): everything already written in the
 * member's language (services/payment-mail.ts).
 */
export interface PaymentMailValues {
  /** The site's mail name (`settings.mail_name`, else its name). */
  site: string;
  /** The member's profile name. */
  name: string;
  /** The bundle's credits, e.g. `500 credits` (the receipt's plural forms). */
  credits: string;
  /** The payment's lines, one per line: bundle, amount paid, date, payment method, receipt number (the receipt's words). */
  details: string;
  /** `/transactions/{id}` on the member's site, in their language (absolute). */
  link: string;
}

interface Template {
  subject: (v: PaymentMailValues) => string;
  text: (v: PaymentMailValues) => string;
}

/**
 * The payment confirmation mail in the 11 languages (docs/locale-guide.md: "Sie" in German, "vous"
 * in French, informal elsewhere; the words of docs/glossary). Plain text like the account mails
 * (mail/templates.ts): the link stands alone on its line; the receipt is the attached PDF.
 * Transactional: no unsubscribe footer.
 */
export const PAYMENT_MAIL: Record<Locale, Template> = {
  da: {
    subject: (v) => `Betaling bekræftet: ${v.credits}`,
    text: (v) =>
      `Hej ${v.name}\n\nTak for din betaling. Dine credits er nu sat ind på din konto.\n\n${v.details}\n\nKvitteringen er vedhæftet denne e-mail som PDF. Du kan altid se betalingen og hente kvitteringen igen her:\n\n${v.link}\n\nVenlig hilsen\n${v.site}`,
  },
  de: {
    subject: (v) => `Zahlung bestätigt: ${v.credits}`,
    text: (v) =>
      `Hallo ${v.name},\n\nvielen Dank für Ihre Zahlung. Ihre Credits wurden Ihrem Konto gutgeschrieben.\n\n${v.details}\n\nDie Quittung finden Sie als PDF im Anhang dieser E-Mail. Hier können Sie die Zahlung jederzeit ansehen und die Quittung erneut herunterladen:\n\n${v.link}\n\nViele Grüße\n${v.site}`,
  },
  en: {
    subject: (v) => `Payment confirmed: ${v.credits}`,
    text: (v) =>
      `Hi ${v.name},\n\nThank you for your payment. Your credits have been added to your account.\n\n${v.details}\n\nYour receipt is attached to this e-mail as a PDF. You can view this payment and download the receipt again at any time:\n\n${v.link}\n\nKind regards,\n${v.site}`,
  },
  es: {
    subject: (v) => `Pago confirmado: ${v.credits}`,
    text: (v) =>
      `Hola, ${v.name}:\n\nGracias por tu pago. Ya hemos añadido los créditos a tu cuenta.\n\n${v.details}\n\nTienes el recibo en PDF adjunto a este correo. Puedes consultar este pago y volver a descargar el recibo cuando quieras:\n\n${v.link}\n\nUn saludo,\n${v.site}`,
  },
  fi: {
    subject: (v) => `Maksu vahvistettu: ${v.credits}`,
    text: (v) =>
      `Hei ${v.name},\n\nkiitos maksustasi. Krediitit on lisätty tilillesi.\n\n${v.details}\n\nKuitti on tämän viestin liitteenä PDF-tiedostona. Voit katsoa maksun ja ladata kuitin uudelleen milloin tahansa:\n\n${v.link}\n\nYstävällisin terveisin\n${v.site}`,
  },
  fr: {
    subject: (v) => `Paiement confirmé : ${v.credits}`,
    text: (v) =>
      `Bonjour ${v.name},\n\nMerci pour votre paiement. Vos crédits ont été ajoutés à votre compte.\n\n${v.details}\n\nVotre reçu est joint à cet e-mail au format PDF. Vous pouvez consulter ce paiement et télécharger à nouveau le reçu à tout moment :\n\n${v.link}\n\nCordialement,\n${v.site}`,
  },
  it: {
    subject: (v) => `Pagamento confermato: ${v.credits}`,
    text: (v) =>
      `Ciao ${v.name},\n\ngrazie per il tuo pagamento. I crediti sono stati aggiunti al tuo account.\n\n${v.details}\n\nIn allegato a questa e-mail trovi la ricevuta in PDF. Puoi vedere questo pagamento e scaricare di nuovo la ricevuta in qualsiasi momento:\n\n${v.link}\n\nCordiali saluti,\n${v.site}`,
  },
  nb: {
    subject: (v) => `Betaling bekreftet: ${v.credits}`,
    text: (v) =>
      `Hei ${v.name}\n\nTakk for betalingen. Kredittene er lagt inn på kontoen din.\n\n${v.details}\n\nKvitteringen ligger ved denne e-posten som PDF. Du kan når som helst se betalingen og laste ned kvitteringen på nytt her:\n\n${v.link}\n\nVennlig hilsen\n${v.site}`,
  },
  nl: {
    subject: (v) => `Betaling bevestigd: ${v.credits}`,
    text: (v) =>
      `Hoi ${v.name},\n\nBedankt voor je betaling. Je credits staan nu op je account.\n\n${v.details}\n\nHet betaalbewijs zit als pdf bij deze e-mail. Je kunt deze betaling altijd bekijken en het betaalbewijs opnieuw downloaden:\n\n${v.link}\n\nMet vriendelijke groet,\n${v.site}`,
  },
  pl: {
    subject: (v) => `Płatność potwierdzona: ${v.credits}`,
    text: (v) =>
      `Cześć ${v.name},\n\ndziękujemy za płatność. Kredyty zostały dodane do Twojego konta.\n\n${v.details}\n\nPotwierdzenie płatności w formacie PDF znajdziesz w załączniku. W każdej chwili możesz zobaczyć tę płatność i ponownie pobrać potwierdzenie:\n\n${v.link}\n\nPozdrawiamy\n${v.site}`,
  },
  sv: {
    subject: (v) => `Betalning bekräftad: ${v.credits}`,
    text: (v) =>
      `Hej ${v.name}!\n\nTack för din betalning. Krediterna har lagts till på ditt konto.\n\n${v.details}\n\nKvittot finns bifogat i det här mejlet som pdf. Du kan när som helst se betalningen och ladda ned kvittot igen:\n\n${v.link}\n\nVänliga hälsningar\n${v.site}`,
  },
};

/** Subject and plain text of the payment confirmation mail in a language (issue 32). */
export function renderPaymentMail(locale: Locale, values: PaymentMailValues): { subject: string; text: string } {
  const t = PAYMENT_MAIL[locale];
  return { subject: t.subject(values), text: t.text(values) };
}
