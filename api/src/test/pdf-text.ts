import zlib from 'node:zlib';

/** One indirect object of a PDF: its dictionary text and its stream (inflated when FlateDecode), as latin1. */
interface PdfObject {
  dict: string;
  stream: string | null;
}

/** The indirect objects of a PDF written by pdfkit (no object streams, no cross-reference streams). */
function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2] ?? '';
    const start = body.indexOf('stream');
    if (start < 0) {
      found.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    // The stream's bytes by its /Length (a compressed stream may itself end in \r or \n: cutting
    // the line end before `endstream` by pattern took a byte of the data now and then).
    const data = body.slice(start + 'stream'.length).replace(/^\r?\n/, '');
    const length = /\/Length (\d+)(?! \d+ R)/.exec(dict)?.[1];
    const raw = length !== undefined ? data.slice(0, Number(length)) : data.replace(/\r?\nendstream\s*$/, '');
    const bytes = Buffer.from(raw, 'latin1');
    const stream = /\/FlateDecode/.test(dict) ? zlib.inflateSync(bytes).toString('latin1') : raw;
    found.set(Number(m[1]), { dict, stream });
  }
  return found;
}

/** A font's ToUnicode CMap (pdfkit writes `bfrange`s with arrays of UTF-16 codes): glyph code → text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    let code = Number.parseInt(range[1] ?? '0', 16);
    for (const entry of (range[3] ?? '').matchAll(/<([^>]*)>/g)) {
      const units = (entry[1] ?? '').trim().split(/\s+/).map((u) => Number.parseInt(u, 16));
      map.set(code++, String.fromCharCode(...units));
    }
  }
  for (const single of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>(?!\s*[<[])/g)) {
    if (!map.has(Number.parseInt(single[1] ?? '0', 16))) map.set(Number.parseInt(single[1] ?? '0', 16), String.fromCharCode(Number.parseInt(single[2] ?? '0', 16)));
  }
  return map;
}

/**
 * The text of a PDF made by pdfkit with embedded fonts, for tests (no PDF library is installed;
 * issue 32): the content streams are inflated, each font's glyph codes mapped back through its
 * ToUnicode CMap, and the text drawn at one height joined into one line, lines in drawing order.
 * Pieces on the same line are joined without a space (`Total paid€24.95`).
 */
export function pdfText(pdf: Buffer): string {
  const objs = objects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objs.values()) {
    for (const ref of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objs.get(Number(ref[2]));
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '')?.[1];
      const cmap = cmapRef ? objs.get(Number(cmapRef))?.stream : null;
      if (cmap && ref[1]) fonts.set(ref[1], toUnicode(cmap));
    }
  }
  const lines: string[] = [];
  for (const { dict } of objs.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const content = objs.get(Number(/\/Contents (\d+) 0 R/.exec(dict)?.[1]))?.stream ?? '';
    let font = new Map<number, string>();
    let y: string | null = null;
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|\[([^\]]*)\] TJ/g)) {
      if (op[1]) font = fonts.get(op[1]) ?? new Map();
      else if (op[2] !== undefined) {
        if (op[2] !== y) lines.push('');
        y = op[2];
      } else if (op[3] !== undefined) {
        let piece = '';
        for (const hex of op[3].matchAll(/<([0-9a-fA-F]*)>/g)) {
          for (const code of (hex[1] ?? '').match(/.{4}/g) ?? []) piece += font.get(Number.parseInt(code, 16)) ?? '\uFFFD';
        }
        lines.push(`${lines.pop() ?? ''}${piece}`);
      }
    }
  }
  return lines.join('\n');
}
