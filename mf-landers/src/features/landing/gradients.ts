/**
 * Theme gradients of the marketing pages (spec §9: primary teal-blue #138a9e, secondary light
 * blue #7cc4e4). The hero is a CSS gradient, not an image, so the landing's LCP is its heading
 * text and nothing shifts (docs/design.md §6). Dark stops keep white text above 4.5:1 contrast.
 */
export const HERO_GRADIENT =
  'radial-gradient(circle at 85% 15%, rgba(124,196,228,.55), transparent 45%), radial-gradient(circle at 10% 100%, rgba(232,68,90,.22), transparent 40%), linear-gradient(135deg, #083f4a 0%, #0c6372 55%, #0f7487 100%)';

/** A calmer band for closing calls to action. */
export const BAND_GRADIENT = 'linear-gradient(120deg, #0a4f5c 0%, #0e6a7a 60%, #12808f 100%)';
