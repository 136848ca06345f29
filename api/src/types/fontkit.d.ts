/** Types for the parts of `fontkit` (pdfkit's font engine, untyped) that services/receipt-font.ts uses. */
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): unknown;
  }
  /** Parses a TrueType/OpenType (or WOFF) file. */
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
