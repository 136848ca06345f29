/**
 * The HTML part of a mail made from its plain text (issue 32 "Deliverability": every mail has a
 * text and an HTML part). Our mails are written as plain text (mail/templates.ts,
 * mail/notification-templates.ts, an operator's campaign or complaint reply): the HTML says the
 * same, escaped, with its paragraphs and line breaks, and every http(s) URL a link.
 */

/** The http(s) URLs in a text, in order, without trailing punctuation. */
const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Trailing punctuation that ends a sentence rather than a URL. */
const TRAILING = /[.,;:!?]+$/;

/** The http(s) URLs in a text, in order, without trailing punctuation (the dev outbox lists them as `links`). */
export function extractLinks(text: string): string[] {
  return (text.match(URL_PATTERN) ?? []).map((l) => l.replace(TRAILING, ''));
}

/** Escapes the five characters HTML gives a meaning to. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One line of text as HTML: escaped, each URL a link (`<a href="…">…</a>`, its trailing punctuation left outside). */
function lineToHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const at = match.index ?? 0;
    html += `${escapeHtml(line.slice(last, at))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = at + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * A complete HTML document for a plain-text mail: paragraphs (`<p>`) at blank lines, `<br>` at
 * single line breaks, every http(s) URL clickable, everything else escaped. `subject` is the title,
 * `lang` (a locale, e.g. `de`) the document's language when known.
 */
export function textToHtml(text: string, subject: string, lang?: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p) => `<p>${p.split('\n').map(lineToHtml).join('<br>\n')}</p>`);
  return [
    '<!doctype html>',
    `<html${lang ? ` lang="${escapeHtml(lang)}"` : ''}>`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #222;">',
    ...paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}
