import { defaultLocaleOf, isChunkLoadError, localePrefix, reloadAfterChunkError, Spinner, useLocale, useSettings } from '@amora/shared';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Landing } from './routes/landing';

/**
 * The landers are fetched only when one is opened, so `/` stays within its JS budget
 * (DESIGN.md §6). A failed chunk reloads the page at most once per 60 s (spec §8).
 */
const Lander = lazy(() =>
  import('./routes/lander').then(
    (m) => ({ default: m.Lander }),
    (error: unknown) => {
      if (isChunkLoadError(error)) reloadAfterChunkError();
      throw error;
    },
  ),
);

/** Routes of mf_landers under the active locale's prefix (DESIGN.md §1: `/` and `/landers/*`). */
export function Root() {
  const locale = useLocale();
  const settings = useSettings();
  return (
    <BrowserRouter basename={localePrefix(locale, defaultLocaleOf(settings?.domain_language)) || '/'}>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route
          path="/landers/:variant/:slug?"
          element={
            <Suspense fallback={<Spinner />}>
              <Lander />
            </Suspense>
          }
        />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
