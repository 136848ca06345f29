import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * Open Sans (spec §9 "font Open Sans"; SIL Open Font License) as @fontsource/open-sans ships it:
 * split by Unicode subset, so the `latin` file has A–Z and € but not ł, ś or ő, which are in
 * `latin-ext`. pdfkit draws a run of text in one font, so {@link writeText} gives each run of
 * characters the file that has them. (pdfkit's built-in Helvetica has no Latin Extended at all.)
 */
const FILES = {
  regular: { latin: 'open-sans-latin-400-normal.woff', ext: 'open-sans-latin-ext-400-normal.woff' },
  bold: { latin: 'open-sans-latin-700-normal.woff', ext: 'open-sans-latin-ext-700-normal.woff' },
} as const;

export type Weight = keyof typeof FILES;

/**
 * A WOFF 1.0 font (W3C WOFF §4–5: a 44-byte header, 20-byte table entries, each table zlib-deflated
 * unless that saved nothing) as the plain TrueType/OpenType file it wraps. fontkit reads WOFF
 * itself but inflates a table again on every access, which made one receipt take ≈ 0.7 s.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const raw = woff.subarray(offset, offset + compLength);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? zlib.inflateSync(raw) : raw };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(2 ** entrySelector * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - 2 ** entrySelector * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    header.writeUInt32BE(t.tag, 12 + i * 16);
    header.writeUInt32BE(t.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let loaded: { fonts: Record<string, Font>; latin: Font } | null = null;

/**
 * The four fonts, parsed once: a fontkit Font handed to pdfkit is reused by every document
 * (pdfkit parses a file given as bytes again per document: ≈ 0.2 s a receipt).
 */
function load() {
  if (loaded) return loaded;
  const dir = path.join(path.dirname(require.resolve('@fontsource/open-sans/package.json')), 'files');
  const font = (name: string) => fontkit.create(woffToSfnt(fs.readFileSync(path.join(dir, name))));
  const fonts: Record<string, Font> = {};
  for (const [weight, files] of Object.entries(FILES)) {
    fonts[`${weight}-latin`] = font(files.latin);
    fonts[`${weight}-ext`] = font(files.ext);
  }
  loaded = { fonts, latin: fonts['regular-latin'] as Font };
  return loaded;
}

/** Registers the receipt's four fonts on a document (names `regular-latin`, `regular-ext`, `bold-latin`, `bold-ext`). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  // pdfkit takes a fontkit Font as a source (anything with `layout`); its types only name files and bytes.
  for (const [name, font] of Object.entries(load().fonts)) doc.registerFont(name, font as unknown as Buffer);
}

/** Splits text into runs that one font file draws: `latin` where it has the character, else `ext`. */
export function fontRuns(text: string): { subset: 'latin' | 'ext'; text: string }[] {
  const { latin } = load();
  const runs: { subset: 'latin' | 'ext'; text: string }[] = [];
  for (const ch of text) {
    const subset = latin.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0) || ch === '\n' ? 'latin' : 'ext';
    const last = runs.at(-1);
    if (last && last.subset === subset) last.text += ch;
    else runs.push({ subset, text: ch });
  }
  return runs;
}

/**
 * Writes `text` at the document's cursor (or at `x`, `y`) in `weight` and `size` points, each
 * run in its font file (pdfkit's `continued` text), with pdfkit's text options (`width`,
 * `align`, `lineBreak`…). The cursor moves below the text as with `doc.text`.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: { weight?: Weight; size: number; color?: string; x?: number; y?: number },
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const runs = fontRuns(text);
  doc.fontSize(style.size).fillColor(style.color ?? '#212529');
  runs.forEach((run, i) => {
    doc.font(`${style.weight ?? 'regular'}-${run.subset}`);
    const opts = { ...options, continued: i < runs.length - 1 };
    if (i === 0 && style.x !== undefined) doc.text(run.text, style.x, style.y, opts);
    else doc.text(run.text, opts);
  });
}

/**
 * Draws one line of `text` (never wrapped) with its left edge at `x`, or with `align: 'right'`
 * its right edge at `x`: the runs are measured in their own fonts, so right-aligned amounts with
 * Latin Extended letters (`24,95 zł`) line up. A line wider than `maxWidth` is drawn smaller to
 * fit (a long e-mail address or site name). Returns the width drawn, in points.
 */
export function writeLine(
  doc: PDFKit.PDFDocument,
  text: string,
  style: { weight?: Weight; size: number; color?: string },
  at: { x: number; y: number; align?: 'left' | 'right'; maxWidth?: number },
): number {
  const runs = fontRuns(text);
  const font = (subset: string) => doc.font(`${style.weight ?? 'regular'}-${subset}`);
  const measure = (size: number) => runs.map((run) => font(run.subset).fontSize(size).widthOfString(run.text));
  let size = style.size;
  let widths = measure(size);
  let total = widths.reduce((a, b) => a + b, 0);
  if (at.maxWidth !== undefined && total > at.maxWidth) {
    size = (size * at.maxWidth) / total;
    widths = measure(size);
    total = widths.reduce((a, b) => a + b, 0);
  }
  doc.fillColor(style.color ?? '#212529');
  let x = at.align === 'right' ? at.x - total : at.x;
  runs.forEach((run, i) => {
    font(run.subset).fontSize(size).text(run.text, x, at.y, { lineBreak: false });
    x += widths[i] ?? 0;
  });
  return total;
}
