import PDFDocument from 'pdfkit';
import type { Locale } from '../types.js';
import { registerFonts, writeLine, writeText } from './receipt-font.js';
import { RECEIPT_METHOD_BRANDS, RECEIPT_TEXTS, type ReceiptTexts } from './receipt-texts.js';
import type { ReceiptVat } from './receipt-vat.js';

/** Everything a receipt shows (issue 32 "Receipts"; company info of spec §3). Amounts in cents of `currency`. */
export interface ReceiptData {
  /** The receipt number, e.g. `AMORA-2026-42` (services/receipt.ts `receiptNumber`). */
  number: string;
  locale: Locale;
  /** IANA zone the dates are shown in (the member's). */
  timezone: string;
  site: { name: string; origin: string; supportEmail: string; supportPhone: string };
  company: { name: string; address: string; city: string; country: string; kvk: string; tradenames: readonly string[]; vatNumbers: readonly string[] };
  customer: { email: string; country: string };
  payment: {
    id: number;
    credits: number;
    method: string;
    currency: string;
    amountCents: number;
    originalCents: number;
    discountCode: string | null;
    completedAt: Date;
    refundedAt: Date | null;
  };
  /** The VAT inside the amount, or null: "the price includes VAT" (services/receipt-vat.ts). */
  vat: ReceiptVat | null;
}

const PRIMARY = '#0d7385';
const MUTED = '#5c6670';
const LINE = '#d5dadf';
const LEFT = 56;
const RIGHT = 595.28 - 56;

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, key: string) => String(values[key] ?? m));

/** `zone` when Intl knows it, else UTC (a stored zone that an older ICU lacks must not break the receipt). */
function validZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The localized words, money, dates and names of one receipt. */
function formatter(r: ReceiptData) {
  const t: ReceiptTexts = RECEIPT_TEXTS[r.locale];
  const money = new Intl.NumberFormat(r.locale, { style: 'currency', currency: r.payment.currency });
  const timeZone = validZone(r.timezone);
  const date = new Intl.DateTimeFormat(r.locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const day = new Intl.DateTimeFormat(r.locale, { dateStyle: 'long', timeZone });
  const regions = new Intl.DisplayNames([r.locale], { type: 'region' });
  const plural = new Intl.PluralRules(r.locale);
  return {
    t,
    money: (cents: number) => money.format(cents / 100),
    date: (d: Date) => date.format(d),
    day: (d: Date) => day.format(d),
    country: (code: string) => regions.of(code) ?? code,
    percent: (rate: number) => new Intl.NumberFormat(r.locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate / 100),
    credits: (n: number) => fill(t.credits[plural.select(n)] ?? t.credits.other, { count: new Intl.NumberFormat(r.locale).format(n) }),
    method: (m: string) => (m in t.methods ? t.methods[m as keyof ReceiptTexts['methods']] : (RECEIPT_METHOD_BRANDS[m] ?? m)),
  };
}

type Format = ReturnType<typeof formatter>;

/** Site name, title, number and date at the top; seller and customer side by side under them. */
function drawHeader(doc: PDFKit.PDFDocument, r: ReceiptData, f: Format): void {
  writeLine(doc, r.site.name, { weight: 'bold', size: 20, color: PRIMARY }, { x: LEFT, y: 56, maxWidth: 220 });
  writeLine(doc, f.t.title, { weight: 'bold', size: 20 }, { x: RIGHT, y: 56, align: 'right', maxWidth: 250 });
  writeLine(doc, `${f.t.number}: ${r.number}`, { size: 10 }, { x: RIGHT, y: 86, align: 'right' });
  writeLine(doc, `${f.t.date}: ${f.date(r.payment.completedAt)}`, { size: 10 }, { x: RIGHT, y: 101, align: 'right' });

  const c = r.company;
  const seller = [
    c.tradenames.length > 0 ? fill(f.t.tradenames, { names: c.tradenames.join(', ') }) : null,
    c.address,
    c.city,
    f.country(c.country),
    `${f.t.kvk}: ${c.kvk}`,
    c.vatNumbers.length > 0 ? `${f.t.vat_number}: ${c.vatNumbers.join(', ')}` : null,
  ].filter((line): line is string => line !== null && line !== '');
  let y = 140;
  writeLine(doc, f.t.seller.toUpperCase(), { weight: 'bold', size: 8, color: MUTED }, { x: LEFT, y });
  writeLine(doc, c.name, { weight: 'bold', size: 10 }, { x: LEFT, y: y + 14, maxWidth: 270 });
  seller.forEach((line, i) => {
    writeLine(doc, line, { size: 10 }, { x: LEFT, y: y + 29 + i * 14, maxWidth: 270 });
  });
  writeLine(doc, f.t.customer.toUpperCase(), { weight: 'bold', size: 8, color: MUTED }, { x: 340, y });
  writeLine(doc, r.customer.email, { size: 10 }, { x: 340, y: y + 14, maxWidth: RIGHT - 340 });
  writeLine(doc, f.country(r.customer.country), { size: 10 }, { x: 340, y: y + 28 });
  y += 29 + seller.length * 14;
  doc.y = y;
}

/** A horizontal rule across the page at `y`. */
const rule = (doc: PDFKit.PDFDocument, y: number, color = LINE) => doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(color).stroke();

/** The lines bought (bundle, discount), the total paid and the VAT in it. */
function drawItems(doc: PDFKit.PDFDocument, r: ReceiptData, f: Format): void {
  const p = r.payment;
  let y = doc.y + 28;
  writeLine(doc, f.t.description.toUpperCase(), { weight: 'bold', size: 8, color: MUTED }, { x: LEFT, y, maxWidth: 360 });
  writeLine(doc, f.t.amount.toUpperCase(), { weight: 'bold', size: 8, color: MUTED }, { x: RIGHT, y, align: 'right' });
  y += 14;
  rule(doc, y);
  y += 8;
  writeLine(doc, fill(f.t.item, { credits: f.credits(p.credits) }), { size: 11 }, { x: LEFT, y, maxWidth: 360 });
  writeLine(doc, f.money(p.originalCents), { size: 11 }, { x: RIGHT, y, align: 'right' });
  y += 18;
  if (p.discountCode && p.originalCents !== p.amountCents) {
    writeLine(doc, fill(f.t.discount, { code: p.discountCode }), { size: 11 }, { x: LEFT, y, maxWidth: 360 });
    writeLine(doc, f.money(p.amountCents - p.originalCents), { size: 11 }, { x: RIGHT, y, align: 'right' });
    y += 18;
  }
  rule(doc, y, MUTED);
  y += 8;
  writeLine(doc, f.t.total, { weight: 'bold', size: 12 }, { x: LEFT, y, maxWidth: 360 });
  writeLine(doc, f.money(p.amountCents), { weight: 'bold', size: 12 }, { x: RIGHT, y, align: 'right' });
  y += 19;
  if (r.vat) {
    writeLine(doc, fill(f.t.vat_line, { rate: f.percent(r.vat.ratePercent), country: f.country(r.vat.country) }), { size: 9, color: MUTED }, { x: LEFT, y, maxWidth: 360 });
    writeLine(doc, f.money(r.vat.amountCents), { size: 9, color: MUTED }, { x: RIGHT, y, align: 'right' });
  } else {
    writeLine(doc, f.t.vat_included, { size: 9, color: MUTED }, { x: LEFT, y, maxWidth: 360 });
  }
  doc.y = y + 14;
}

/** Payment method, reference and state (paid, or refunded on a date). */
function drawDetails(doc: PDFKit.PDFDocument, r: ReceiptData, f: Format): void {
  const p = r.payment;
  const rows: [string, string][] = [
    [f.t.method, f.method(p.method)],
    [f.t.reference, `#${p.id}`],
    [f.t.status, p.refundedAt ? fill(f.t.refunded, { date: f.day(p.refundedAt) }) : f.t.paid],
  ];
  let y = doc.y + 28;
  for (const [label, value] of rows) {
    writeLine(doc, label, { size: 10, color: MUTED }, { x: LEFT, y });
    writeLine(doc, value, { size: 10 }, { x: 220, y, maxWidth: RIGHT - 220 });
    y += 16;
  }
  doc.y = y;
}

/** Contact for questions and the note that the receipt needs no signature, at the foot of the page. */
function drawFooter(doc: PDFKit.PDFDocument, r: ReceiptData, f: Format): void {
  const contact = [r.site.supportEmail, r.site.supportPhone, r.site.origin].filter(Boolean).join(' · ');
  rule(doc, 742);
  writeText(doc, fill(f.t.questions, { contact }), { size: 9, x: LEFT, y: 752 }, { width: RIGHT - LEFT });
  writeText(doc, f.t.footer, { size: 8, color: MUTED }, { width: RIGHT - LEFT });
}

/**
 * Draws a payment's receipt as an A4 PDF (issue 32 "Receipts") with pdfkit, in the member's
 * language, fonts embedded (Open Sans, Latin and Latin Extended: services/receipt-font.ts). The
 * document's info carries the number as title and the company as author; its creation date is
 * the payment's, so the same payment gives the same text every time.
 * @returns the PDF file's bytes.
 */
export async function renderReceiptPdf(r: ReceiptData): Promise<Buffer> {
  const f = formatter(r);
  const doc = new PDFDocument({
    size: 'A4',
    // A low bottom margin: the footer sits below the body's last line, and pdfkit starts a new page past the margin.
    margins: { top: 56, left: LEFT, right: LEFT, bottom: 20 },
    lang: r.locale,
    displayTitle: true,
    info: { Title: `${f.t.title} ${r.number}`, Author: r.company.name, Subject: r.site.name, CreationDate: r.payment.completedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  registerFonts(doc);
  drawHeader(doc, r, f);
  drawItems(doc, r, f);
  drawDetails(doc, r, f);
  drawFooter(doc, r, f);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
