import { type DiscountCode, bus } from '@amora/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, loginOnBus, makeCompanyInfo, mockApi, recordRequests, renderRoute } from '@amora/shared/testing';
import { setupMembersI18n } from '../../../test-utils';
import { AccountSettings } from '../account-settings';

const STAY: DiscountCode = {
  code: 'STAY50-K3X9QA',
  country: 'NL',
  user_id: 1,
  expires: '2026-03-01T10:00:00.000Z',
  value_percentage: 50,
  currency: 'EUR',
  minimum_order_value: 0,
  status: 'active',
  validity: 'once-per-user',
  expired: false,
  paymentmethods: ['ideal', 'card'],
};

const requests = recordRequests();

beforeAll(setupMembersI18n);
beforeEach(() => {
  mockApi('get', '/api/companyinfo.php', makeCompanyInfo({ delete_discount: 50 }));
  window.history.replaceState(null, '', '/profile');
});

/** Opens the deletion modal and waits for the discount offer of `percent` %. */
async function openOffer(user: ReturnType<typeof userEvent.setup>, percent = 50, locale: 'en' | 'de' = 'en') {
  const member = loginOnBus();
  bus.locale$.next(locale);
  renderRoute('/profile', '/profile', <AccountSettings user={member} />);
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Before you go…' });
  await within(dialog).findByText(`Stay and get ${percent}% off your next credits`);
  return dialog;
}

describe('stay discount in the deletion modal (spec §2, §3 delete_discount)', () => {
  it('claims the code, shows it with its expiry, copies it and links to /credits', async () => {
    const user = userEvent.setup();
    mockApi('post', '/api/discountcode.php', { discountcode: STAY }, { status: 201 });
    const dialog = await openOffer(user);
    expect(within(dialog).queryByRole('link', { name: 'Buy credits' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Get my 50% discount' }));
    expect(await within(dialog).findByText('STAY50-K3X9QA')).toBeInTheDocument();
    expect(requests.calls('/api/discountcode.php', 'post').map((r) => r.url.search)).toEqual(['?stay=1']);
    expect(within(dialog).getByText('Your discount code')).toBeInTheDocument();
    expect(within(dialog).getByText('Valid until March 1, 2026')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Get my 50% discount' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');

    const copy = within(dialog).getByRole('button', { name: 'Copy code' });
    expect(copy).toHaveFocus();
    expect(copy).toHaveAccessibleDescription('Your discount code STAY50-K3X9QA Valid until March 1, 2026');
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('STAY50-K3X9QA');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied');

    // "Keep my account" closes the modal.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the expiry in the member locale', async () => {
    const user = userEvent.setup();
    mockApi('post', '/api/discountcode.php', { discountcode: STAY });
    const dialog = await openOffer(user, 50, 'de');
    await user.click(within(dialog).getByRole('button', { name: 'Get my 50% discount' }));
    expect(await within(dialog).findByText('Valid until 1. März 2026')).toBeInTheDocument();
  });

  it('shows no_offer and other failures as an alert and keeps the modal working', async () => {
    const user = userEvent.setup();
    const answers = [apiError(404, 'no_offer'), apiError(400, 'invalid_request'), Response.json({ discountcode: STAY }, { status: 201 })];
    mockApi('post', '/api/discountcode.php', () => answers.shift() as Response);
    const dialog = await openOffer(user);
    const claim = within(dialog).getByRole('button', { name: 'Get my 50% discount' });

    await user.click(claim);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is no offer at the moment.');
    expect(claim).toBeEnabled();

    await user.click(claim);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');

    await user.click(claim);
    expect(await within(dialog).findByText('STAY50-K3X9QA')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    // Copying can fail (no permission): the member is told to copy by hand.
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Copying did not work. Select the code and copy it yourself.');

    // The other alternatives still work.
    await user.click(within(dialog).getByRole('button', { name: 'Continue deleting' }));
    expect(screen.getByRole('dialog', { name: 'Delete your account' })).toBeInTheDocument();
  });
});
