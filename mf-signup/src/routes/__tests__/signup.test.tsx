import { createQueryClient } from '@amora/shared/query';
import { mockApi, resetBus, setupI18n } from '@amora/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeNewMember } from '../../features/signup-steps/__tests__/fixtures';
import { loadSignupLocale, SIGNUP_NAMESPACE } from '../../i18n/load-locale';
import { Root } from '../../root';

const year = new Date().getFullYear();

beforeAll(() => setupI18n(SIGNUP_NAMESPACE, loadSignupLocale));
beforeEach(() => resetBus({ cdn_prefix: 'https://cdn.test/', countries: ['NL'], geoip_country: 'NL', push_public_key: '' }));

describe('/signup (spec §2, §4)', () => {
  it('heads the account form with "Join for free", then each step with what it is about (issue 29)', async () => {
    const member = makeNewMember();
    mockApi('post', '/api/signup.php', member, { status: 201 });
    mockApi('get', '/api/regions.php', { regions: { NL: { label: 'province', items: [{ code: 'NL-UT', name: 'Utrecht' }] } } });
    mockApi('get', '/api/user.php', member);
    const user = userEvent.setup();
    window.history.pushState({}, '', '/signup');
    render(<Root client={createQueryClient()} />);
    const pageHeading = () => screen.getByRole('heading', { level: 1 });

    expect(pageHeading()).toHaveTextContent('Join for free');
    expect(screen.getByText('Create your free account in less than a minute.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'ben@example.com');
    await user.type(screen.getByLabelText('Username'), 'ben_b');
    await user.type(screen.getByLabelText('Password'), 'long-enough-pw');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: `${year - 30}-06-15` } });
    await user.click(screen.getByRole('button', { name: 'Join for free' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Add a profile photo' })).toHaveFocus();
    expect(screen.queryByText('Create your free account in less than a minute.')).not.toBeInTheDocument();
    for (const next of ['Where do you live?', 'Tell us about yourself', 'About me', 'Check your e-mail to confirm your account']) {
      await user.click(screen.getByRole('button', { name: 'Skip' }));
      expect(await screen.findByRole('heading', { level: 1, name: next })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    }
    expect(screen.queryByRole('heading', { name: 'Join for free' })).not.toBeInTheDocument();
  });
});
