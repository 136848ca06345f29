import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginOnBus, renderWithProviders, setupI18n } from '@amora/shared/testing';
import { MessageComposer } from '../message-composer';

beforeAll(() => setupI18n('chat', (l) => import(`../../../../i18n/${l}.json`)));

const renderComposer = () => renderWithProviders(<MessageComposer partnerName="Lena" />);

describe('message composer (spec §2, §5)', () => {
  it('counts characters against settings.message_length', async () => {
    loginOnBus({}, { message_length: 500 });
    renderComposer();
    const field = screen.getByRole('textbox', { name: 'Your message' });
    expect(field).toHaveAttribute('placeholder', 'Write something nice to Lena…');
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    await userEvent.type(field, 'Hello Lena');
    expect(screen.getByText('10 / 500')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('10 / 500');
  });

  it('stops at the maximum length', async () => {
    loginOnBus({}, { message_length: 12 });
    renderComposer();
    const field = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Hello there, how are you?');
    expect(field).toHaveValue('Hello there,');
    expect(screen.getByText('12 / 12')).toHaveClass('text-danger');
  });

  it('does not send yet and says why', async () => {
    loginOnBus();
    renderComposer();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hi');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Sending messages will be available in the next release.');
  });
});
