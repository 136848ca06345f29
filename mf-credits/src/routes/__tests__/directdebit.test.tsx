
import { apiError, makeSettings, makeUser, mockApi, recordRequests, } from '@amora/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePayment, renderAt, resetPage, setupCreditsI18n } from '../../test-utils';

const requests = recordRequests();
/** Payment 41: 55 credits for €24.95 by direct debit, waiting for the mandate. */
const pending = makePayment({ id: 41, credits: 55, paymentmethod: 'sdd', amount_cents: 2495, original_cents: 2495, checkout_url: '/directdebit?payment=41' });


/** Fills the mandate form as a member would. */
async function fillMandate(user: ReturnType<typeof userEvent.setup>, iban: string) {
  await user.type(await screen.findByLabelText('Account holder'), 'Maren de Vries');
  await user.type(screen.getByLabelText('IBAN'), iban);
  await user.type(screen.getByLabelText('Street'), 'Keizersgracht');
  await user.type(screen.getByLabelText('House number'), '12a');
  await user.type(screen.getByLabelText('Postal code'), '1015 CS');
  await user.type(screen.getByLabelText('City'), 'Amsterdam');
  await user.type(screen.getByLabelText('Mobile number'), '+31 6 12345678');
}

beforeAll(setupCreditsI18n);
beforeEach(async () => {
  mockApi('get', '/api/payments.php', { payment: pending });
  mockApi('get', '/api/discountcode.php', () => apiError(404, 'not_found'));
  await resetPage(makeSettings({ domain_language: 'en' }), makeUser({ id: 7 }));
});

describe('/directdebit (spec §5, §8)', () => {
  it('checks the IBAN before sending, shows the bank\u2019s refusal, then confirms with the SMS code and the consent', async () => {
    const user = userEvent.setup();
    const mandates: (Response | object)[] = [apiError(409, 'account_blocked'), { ok: true, sms_to: '+31 ••• ••• 678' }];
    const confirms: (Response | object)[] = [apiError(400, 'sms_code_invalid'), { payment: { ...pending, status: 'completed', checkout_url: null } }];
    mockApi('post', '/api/directdebit.php', ({ url }) =>
      url.searchParams.has('confirm') ? (confirms.shift() as Response) : (mandates.shift() as Response),
      { schema: null },
    );
    renderAt('/directdebit?payment=41');
    expect(await screen.findByText('55 credits for €24.95, debited once from your bank account.')).toBeInTheDocument();
    await fillMandate(user, 'NL91 ABNA 0417 1643 01');
    await user.click(screen.getByRole('button', { name: 'Send the SMS code' }));
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription('This IBAN is not valid.');
    expect(requests.calls('/api/directdebit.php')).toHaveLength(0);

    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'NL91ABNA0417164300');
    await user.click(screen.getByRole('button', { name: 'Send the SMS code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Direct debit from this account is not possible.');
    expect(screen.getByLabelText('City')).toHaveValue('Amsterdam');
    await user.click(screen.getByRole('button', { name: 'Send the SMS code' }));

    expect(await screen.findByText('We sent a 6-digit code to +31 ••• ••• 678.')).toBeInTheDocument();
    expect(requests.calls('/api/directdebit.php')[1]?.body).toMatchObject({ iban: 'NL91 ABNA 0417 1643 00', mobile: '+31 6 12345678' });
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm direct debit of €24.95' }));
    expect(await screen.findByText('Please give your consent to the direct debit.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I authorise Amora to debit €24.95 once/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm direct debit of €24.95' }));
    expect(await screen.findByLabelText('SMS code')).toHaveAccessibleDescription('The code is not valid. Check the text message or ask for a new code.');
    await user.click(screen.getByRole('button', { name: 'Confirm direct debit of €24.95' }));
    await waitFor(() => expect(window.location.pathname).toBe('/transactions/41'));
    expect(requests.calls('/api/directdebit.php').at(-1)?.body).toEqual({ code: '123456', consent: true });
  });

  it('keeps what was typed when the member asks for a new code', async () => {
    const user = userEvent.setup();
    mockApi('post', '/api/directdebit.php', { ok: true, sms_to: '+31 ••• ••• 678' }, { schema: null });
    renderAt('/directdebit?payment=41');
    await fillMandate(user, 'NL91ABNA0417164300');
    await user.click(screen.getByRole('button', { name: 'Send the SMS code' }));
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByLabelText('Account holder')).toHaveValue('Maren de Vries');
  });

  it('without a pending direct debit explains how to pay by direct debit', async () => {
    renderAt('/directdebit');
    expect(await screen.findByText(/choose a bundle and “SEPA direct debit”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the bundles' })).toHaveAttribute('href', '/credits');
  });
});
