import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginOnBus, renderWithProviders, setupI18n } from '@amora/shared/testing';
import { MessageComposer } from '../message-composer';

beforeAll(() => setupI18n('chat', (l) => import(`../../../../i18n/${l}.json`)));

const renderComposer = (onSend: (text: string) => Promise<boolean> = async () => true) => renderWithProviders(<MessageComposer partnerName="Lena" onSend={onSend} />);

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

  it('cuts a pasted text at the maximum length', async () => {
    loginOnBus({}, { message_length: 10 });
    renderComposer();
    const field = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.click(field);
    await userEvent.paste('A very long pasted message');
    expect(field).toHaveValue('A very lon');
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
  });

  it('counts emoji as one character each, as the API does, and never takes more', async () => {
    loginOnBus({}, { message_length: 3 });
    renderComposer();
    const field = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, '😀😀😀😀');
    expect(field).toHaveValue('😀😀😀');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('sends with Enter (Shift+Enter is a new line), clears a sent draft and keeps a refused one', async () => {
    loginOnBus();
    const onSend = jest.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    renderComposer(onSend);
    const field = screen.getByRole('textbox', { name: 'Your message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(field, 'Hi{Shift>}{Enter}{/Shift}there{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('Hi\nthere');
    expect(field).toHaveValue('');
    await userEvent.type(field, 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenLastCalledWith('Again');
    expect(field).toHaveValue('Again');
  });
});
