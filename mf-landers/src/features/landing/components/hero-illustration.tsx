/**
 * The hero's decorative illustration (inline SVG, no image request, fixed 360×300 box so the
 * layout never shifts): two profile cards leaning together, a heart and a chat bubble.
 * Hidden from assistive technology; the hero's heading carries the meaning.
 */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 360 300" width="360" height="300" aria-hidden="true" focusable="false" className="img-fluid d-block mx-auto">
      <g fill="#fff">
        <rect x="40" y="50" width="150" height="200" rx="18" opacity=".95" transform="rotate(-8 115 150)" />
        <rect x="170" y="40" width="150" height="200" rx="18" opacity=".95" transform="rotate(7 245 140)" />
      </g>
      <g transform="rotate(-8 115 150)">
        <rect x="54" y="64" width="122" height="118" rx="12" fill="#7cc4e4" />
        <circle cx="115" cy="112" r="26" fill="#e9f6fb" />
        <path d="M72 182c6-30 25-44 43-44s37 14 43 44z" fill="#e9f6fb" />
        <rect x="56" y="196" width="80" height="10" rx="5" fill="#138a9e" />
        <rect x="56" y="214" width="52" height="8" rx="4" fill="#bfe3f1" />
      </g>
      <g transform="rotate(7 245 140)">
        <rect x="184" y="54" width="122" height="118" rx="12" fill="#138a9e" />
        <circle cx="245" cy="102" r="26" fill="#d6eef6" />
        <path d="M202 172c6-30 25-44 43-44s37 14 43 44z" fill="#d6eef6" />
        <rect x="186" y="186" width="86" height="10" rx="5" fill="#138a9e" />
        <rect x="186" y="204" width="58" height="8" rx="4" fill="#bfe3f1" />
      </g>
      <circle cx="182" cy="252" r="30" fill="#e8445a" />
      <path d="M182 268l-15-14a9 9 0 0 1 15-10 9 9 0 0 1 15 10z" fill="#fff" />
      <g>
        <path d="M262 20h70a14 14 0 0 1 14 14v26a14 14 0 0 1-14 14h-44l-16 14v-14h-10a14 14 0 0 1-14-14V34a14 14 0 0 1 14-14z" fill="#fff" />
        <circle cx="280" cy="47" r="5" fill="#138a9e" />
        <circle cx="297" cy="47" r="5" fill="#138a9e" />
        <circle cx="314" cy="47" r="5" fill="#138a9e" />
      </g>
    </svg>
  );
}
