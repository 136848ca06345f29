import { useTranslation } from '@amora/shared';

/**
 * "Skip to main content" (issue 13, WCAG 2.4.1): the first stop of the Tab key, hidden until
 * focused; it moves focus to the layout's `<main id="main">`.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className="visually-hidden-focusable skip-link btn btn-primary" href="#main">
      {t('nav.skip_to_content')}
    </a>
  );
}
