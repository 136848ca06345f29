import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, recordRequests, resetBus } from '@amora/shared/testing';
import { setupShellI18n } from '../../test-utils';
import { ComplaintsPage } from '../complaints';
import { loadPagesNamespace } from '../pages-namespace';

beforeAll(async () => {
  await setupShellI18n();
  await loadPagesNamespace();
});
beforeEach(() => resetBus());
const requests = recordRequests();

const fill = async () => {
  await userEvent.type(screen.getByLabelText('Your name'), 'Eva');
  await userEvent.type(screen.getByLabelText('E-mail address'), 'eva@example.com');
  await userEvent.type(screen.getByLabelText('Subject'), 'Billing');
  await userEvent.type(screen.getByLabelText('Your complaint'), 'I was charged twice for one bundle.');
};

describe('/complaints', () => {
  it('explains invalid fields without calling the API', async () => {
    render(<ComplaintsPage />);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(2);
    // Each error is tied to its field (issue 13): read with it, the field marked invalid.
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByLabelText('E-mail address')).toBeInvalid();
    expect(requests.all).toEqual([]);
  });

  it('stores the complaint through the API and confirms it', async () => {
    mockApi('post', '/api/complaints.php', { id: 1 }, { status: 201 });
    render(<ComplaintsPage />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText(/received your complaint/)).toBeInTheDocument();
    expect(requests.calls('/api/complaints.php', 'POST').map((r) => r.body)).toEqual([{ name: 'Eva', email: 'eva@example.com', subject: 'Billing', message: 'I was charged twice for one bundle.' }]);
  });

  it('keeps everything typed when the server refuses', async () => {
    mockApi('post', '/api/complaints.php', () => apiError(400, 'invalid_request'));
    render(<ComplaintsPage />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the fields and try again.');
    expect(screen.getByLabelText('Your complaint')).toHaveValue('I was charged twice for one bundle.');
  });
});
