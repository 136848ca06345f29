import { i18next, initI18n } from '@amora/shared';
import { render, screen } from '@testing-library/react';
import SignupFormEntry from '../signup-form';

describe('the exposed ./signup-form module', () => {
  it('loads its own texts and brings the query client, since the shell renders it without mounting mf_signup', async () => {
    await initI18n('de');
    expect(i18next.hasResourceBundle('de', 'signup')).toBe(false);
    render(<SignupFormEntry onProgress={() => {}} onDone={() => {}} />);
    expect(await screen.findByLabelText('E-Mail-Adresse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kostenlos registrieren' })).toBeInTheDocument();
  });
});
