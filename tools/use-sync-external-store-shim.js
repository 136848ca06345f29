// react-i18next imports `use-sync-external-store/shim`, a polyfill for React < 18. React 19 has the
// hook itself, so every build takes it from React instead (≈ 0.8 KB gzip less on the landing page).
export { useSyncExternalStore } from 'react';
