import { cleanPhone, type CompanyInfo, errorKey, formatDate, Link, MIN_AGE, Spinner, type StaticPage, takeSsrData, termsVersionDate, useLocale, usePageTitle, useSettings, useTranslation, useUser } from '@amora/shared';
import { useEffect, useState } from 'react';
import { getCompanyInfo } from './company-info';
import { loadPagesNamespace } from './pages-namespace';

interface Section {
  heading: string;
  body: string;
}

/**
 * A static page `/pages/{ban,cookies,faq,privacy,return-policy,service,terms}` (spec §2) in the
 * active locale, filled with the site's and company's data: the terms version date rule and the
 * cleaned support phone of spec §9. The return policy leads members to their payments (the
 * transaction number a refund request names) and to customer service by mail. A server-drawn
 * page (issue 12) starts from the company data the server used (`takeSsrData('shell', 'companyinfo')`).
 */
export function StaticPageView({ page }: { page: StaticPage }) {
  const { t } = useTranslation('pages');
  const settings = useSettings();
  const locale = useLocale();
  const member = useUser((u) => !!u);
  const [company, setCompany] = useState<CompanyInfo | null>(() => takeSsrData<CompanyInfo>('shell', 'companyinfo') ?? null);
  // The server drew it: the namespace is loaded (the lazy page waits for it) and so is the company.
  const [ready, setReady] = useState(company !== null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (ready) return;
    Promise.all([loadPagesNamespace(), getCompanyInfo()]).then(
      ([, info]) => {
        setCompany(info);
        setReady(true);
      },
      setError,
    );
  }, [ready]);

  usePageTitle(ready ? t(`${page}.title`) : undefined);

  if (error) return <div className="container py-5"><div className="alert alert-danger" role="alert">{t(errorKey(error))}</div></div>;
  if (!ready || !settings || !company) return <Spinner />;
  const phone = settings.support_phone || company.support_phone;
  const values = {
    site_name: settings.name,
    company_name: company.name,
    company_address: `${company.address}, ${company.city}, ${company.country}`,
    support_email: settings.support_email,
    support_phone: phone,
    // Only the terms name their date: a phone's first date format costs ≈ 100 ms of one task (issue 12).
    terms_date: page === 'terms' ? formatDate(termsVersionDate(company.added), locale, { dateStyle: 'long' }) : '',
    refund_days: settings.refund_days,
    min_age: MIN_AGE,
  };
  const sections = t(`${page}.sections`, { ...values, returnObjects: true }) as unknown as Section[];
  return (
    <article className="container py-4 static-page" style={{ maxWidth: 860 }}>
      <h1 className="mb-3">{t(`${page}.title`, values)}</h1>
      <p className="lead">{t(`${page}.intro`, values)}</p>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading} className="mb-4">
            <h2 className="h5">{section.heading}</h2>
            {section.body.split('\n\n').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      {page === 'return-policy' && (
        <p className="d-flex flex-wrap gap-3">
          {member && (
            <Link className="btn btn-primary" to="/transactions">
              {t('return-policy.payments_link')}
            </Link>
          )}
          <a className="btn btn-outline-primary" href={`mailto:${settings.support_email}`}>
            {t('return-policy.request_link')}
          </a>
        </p>
      )}
      {page === 'service' && (
        <p className="d-flex flex-wrap gap-3">
          <a className="btn btn-primary" href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
          <a className="btn btn-outline-primary" href={`tel:${cleanPhone(phone)}`}>{phone}</a>
        </p>
      )}
    </article>
  );
}
