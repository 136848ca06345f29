import { ApiError, ErrorPage, type SitePage, Spinner, api, errorKey, takeSsrData, useLocale, usePageTitle, useRoute, useTranslation } from '@amora/shared';
import { useEffect, useState } from 'react';

/**
 * `/{token}` (spec §2 static pages, issue 13): a page the site keeps in its database — title and
 * plain-text body in the active locale (else the site's language), written by an operator with
 * `npm run page`. Paragraphs are the body's blank-line-separated parts; nothing in it is HTML.
 * An unknown token shows the 404 page. A server-drawn page starts from the page the server used.
 */
export function TokenPage() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const token = useRoute().match?.params.token ?? '';
  const [state, setState] = useState<{ key: string; page: SitePage | null; error: unknown }>(() => {
    const drawn = takeSsrData<SitePage>('shell', 'page');
    return { key: drawn ? `${token}|${locale}` : '', page: drawn ?? null, error: null };
  });
  const key = `${token}|${locale}`;
  const ready = state.key === key;

  useEffect(() => {
    if (ready) return;
    let live = true;
    api.get<{ page: SitePage }>('/api/pages.php', { token, locale }).then(
      ({ page }) => live && setState({ key, page, error: null }),
      (error) => live && setState({ key, page: null, error }),
    );
    return () => {
      live = false;
    };
  }, [ready, key, token, locale]);

  usePageTitle(ready ? state.page?.title : undefined);

  if (!ready) return <Spinner />;
  if (state.error instanceof ApiError && state.error.status === 404) return <ErrorPage status={404} />;
  if (state.error || !state.page) {
    return (
      <div className="container py-5">
        <div className="alert alert-danger" role="alert">
          {t(errorKey(state.error))}
        </div>
      </div>
    );
  }
  return (
    <article className="container py-4 static-page" style={{ maxWidth: 860 }}>
      <h1 className="mb-3">{state.page.title}</h1>
      {state.page.body.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </p>
      ))}
    </article>
  );
}
