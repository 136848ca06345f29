/**
 * `@amora/contracts/html` — the one way our servers write HTML without React: the API's
 * unsubscribe page and the shell server's page document and offline page. Here because both
 * packages may import @amora/contracts (the API imports no frontend package); no zod, no Node.
 */

/** Markup that {@link html} inserts as it is: what `html` returned, or what {@link rawHtml} vouches for. */
export class SafeHtml {
  readonly #markup: string;
  constructor(markup: string) {
    this.#markup = markup;
  }
  /** The markup as a string (what a reply sends). */
  toString(): string {
    return this.#markup;
  }
}

/** What an {@link html} template takes: text (escaped), markup, a list of them (concatenated), or nothing (`null`, `undefined`, `false`). */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

/** Text made safe inside HTML text and quoted attributes: `& < > " '` become character references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Vouches for markup that is already HTML: a server render of React, a fixed SVG or style sheet,
 * JSON made safe for a script data block. Never for text from a request, the database or a locale file.
 */
export const rawHtml = (markup: string): SafeHtml => new SafeHtml(markup);

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.toString();
  if (typeof value === 'object') return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * A tagged template that builds HTML: every value put into it is escaped unless it is
 * {@link SafeHtml} (a nested `html`, or {@link rawHtml}), so a page is made of pieces without any
 * text reaching it unescaped. Values go in text or in double-quoted attributes.
 * @example html`<a href="${url}">${label}</a>${items.map((i) => html`<li>${i}</li>`)}`
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + render(values[i - 1]) + part));
}
