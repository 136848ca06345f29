import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBus, setupI18n } from '../../test-utils';
import { ComplaintsPage } from '../complaints';
import { loadPagesNamespace } from '../pages-namespace';

beforeAll(async () => {
  await setupI18n();
  await loadPagesNamespace();
});
beforeEach(resetBus);

const fill = async () => {
  await userEvent.type(screen.getByLabelText('Your name'), 'Eva');
  await userEvent.type(screen.getByLabelText('E-mail address'), 'eva@example.com');
  await userEvent.type(screen.getByLabelText('Subject'), 'Billing');
  await userEvent.type(screen.getByLabelText('Your complaint'), 'I was charged twice for one bundle.');
};

describe('/complaints', () => {
  it('explains invalid fields without calling the API', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    render(<ComplaintsPage />);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the complaint through the API and confirms it', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<ComplaintsPage />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText(/received your complaint/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/complaints.php');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Eva', email: 'eva@example.com', subject: 'Billing', message: 'I was charged twice for one bundle.' });
  });

  it('keeps everything typed when the server refuses', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ error: 'invalid_request' }), { status: 400 })) as unknown as typeof fetch;
    render(<ComplaintsPage />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the fields and try again.');
    expect(screen.getByLabelText('Your complaint')).toHaveValue('I was charged twice for one bundle.');
  });
});
