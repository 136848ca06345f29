import { bus } from '@amora/shared';
import { render, screen } from '@testing-library/react';
import { makeCompanyInfo, makeUser, mockApi, resetBus } from '@amora/shared/testing';
import { setupShellI18n } from '../../test-utils';
import { loadPagesNamespace } from '../pages-namespace';
import { StaticPageView } from '../static-page';

beforeAll(async () => {
  await setupShellI18n();
  await loadPagesNamespace();
});
beforeEach(() => {
  resetBus({ refund_days: 14, support_email: 'help@amora.example' });
  mockApi('get', '/api/companyinfo.php', makeCompanyInfo());
});

describe('/pages/return-policy (spec §2; issue 11 refunds)', () => {
  it('states the refund window and leads a member to their payments and to a refund request', async () => {
    bus.auth$.next(makeUser());
    render(<StaticPageView page="return-policy" />);
    expect(await screen.findByText(/within 14 days of purchase/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your payments and their transaction numbers' })).toHaveAttribute('href', '/transactions');
    expect(screen.getByRole('link', { name: 'Request a refund by e-mail' })).toHaveAttribute('href', 'mailto:help@amora.example');
  });

  it('does not offer payments to a visitor', async () => {
    render(<StaticPageView page="return-policy" />);
    expect(await screen.findByRole('link', { name: 'Request a refund by e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Your payments/ })).not.toBeInTheDocument();
  });
});

describe('a static page the server drew (issue 12)', () => {
  it('shows the company data the server used at once, without asking the API again', () => {
    const requested = jest.fn();
    mockApi('get', '/api/companyinfo.php', () => {
      requested();
      return Response.json(makeCompanyInfo());
    });
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'amora-ssr-data';
    data.textContent = JSON.stringify({ shell: { companyinfo: makeCompanyInfo({ name: 'Drawn Media B.V.' }) } });
    document.head.append(data);
    render(<StaticPageView page="service" />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText(/Drawn Media B\.V\./).length).toBeGreaterThan(0);
    expect(requested).not.toHaveBeenCalled();
  });
});
