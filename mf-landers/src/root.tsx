import { defaultLocaleOf, localePrefix, useLocale, useSettings } from '@amora/shared';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Landing } from './routes/landing';

/** Routes of mf_landers under the active locale's prefix. */
export function Root() {
  const locale = useLocale();
  const settings = useSettings();
  return (
    <BrowserRouter basename={localePrefix(locale, defaultLocaleOf(settings?.domain_language)) || '/'}>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
