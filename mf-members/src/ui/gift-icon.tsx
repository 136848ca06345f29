/** A gift box drawn in the current text colour; decorative (the button's text names the action). */
export function GiftIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className="me-2 align-text-bottom">
      <path d="M20 7h-2.18A3 3 0 0 0 12 3.76 3 3 0 0 0 6.18 7H4a1 1 0 0 0-1 1v4a1 1 0 0 0 1 1h1v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2V6a1 1 0 0 1 1-1Zm-6 0a1 1 0 0 1 1 1v1H9a1 1 0 1 1 0-2ZM5 9h6v2H5Zm2 4h4v6H7Zm10 6h-4v-6h4Zm2-8h-6V9h6Z" />
    </svg>
  );
}
