import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBus } from '@amora/shared/testing';
import { setupOperatorI18n, switchLocale } from '../../test-utils';
import { ReasonDialog, type ReasonDialogProps } from '../reason-dialog';

const TEXTS = { title: 'Ban Anna?', intro: 'Anna is logged out at once.', confirm: 'Ban', sending: 'Sending …', cancel: 'Cancel', reason: 'Reason', reasonRequired: 'Please give a reason.' };

/** The dialog with test texts and spies; `over` replaces any prop. */
function renderDialog(over: Partial<ReasonDialogProps> = {}) {
  const props: ReasonDialogProps = { texts: TEXTS, danger: true, sending: false, error: null, onConfirm: jest.fn(), onCancel: jest.fn(), ...over };
  const view = render(<ReasonDialog {...props} />);
  return { ...props, dialog: screen.getByRole('dialog', { name: 'Ban Anna?' }), rerender: (next: Partial<ReasonDialogProps>) => view.rerender(<ReasonDialog {...props} {...next} />) };
}

beforeAll(setupOperatorI18n);
beforeEach(() => switchLocale('en'));
afterAll(() => resetBus());

describe('ReasonDialog — the console’s confirmation with a reason (issue 31)', () => {
  it('asks for a required reason, focused first, and sends it trimmed', async () => {
    const { dialog, onConfirm } = renderDialog();
    expect(dialog).toHaveTextContent('Anna is logged out at once.');
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxlength', '500');
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please give a reason.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(reason, ' Spam ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Spam' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends an optional reason left empty as ""', async () => {
    const { dialog, onConfirm } = renderDialog({ reasonOptional: true });
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: '' });
    expect(within(dialog).queryByText('Please give a reason.')).not.toBeInTheDocument();
  });

  it('bans for good by default; "Until a day" needs a day after today, sent as the start of that day', async () => {
    const { dialog, onConfirm } = renderDialog({ banLength: true });
    expect(within(dialog).getByRole('group', { name: 'Length of the ban' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'For good' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Until a day' }));
    expect(within(dialog).getByText('The ban ends at the start of that day (your time zone).')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await within(dialog).findByText('Choose a day after today.')).toHaveAttribute('role', 'alert');
    // Today is not after today (jsdom's date field takes no typing: set as the date picker would).
    fireEvent.change(within(dialog).getByLabelText('Ban ends on'), { target: { value: new Date().toISOString().slice(0, 10) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(within(dialog).getByText('Choose a day after today.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Ban ends on'), { target: { value: '2099-03-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    // The tests run in UTC.
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Spam', until: '2099-03-01T00:00:00.000Z' });

    await userEvent.click(within(dialog).getByRole('radio', { name: 'For good' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(onConfirm).toHaveBeenLastCalledWith({ reason: 'Spam' });
  });

  it('draws the extra fields above the reason with the form in hand', async () => {
    const { dialog, onConfirm } = renderDialog({
      extra: (form) => (
        <button type="button" onClick={() => form.setValue('reason', 'Nudity', { shouldValidate: true })}>
          Nudity
        </button>
      ),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nudity' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Nudity');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Nudity' });
  });

  it('closes on Esc, × and "Cancel", but not while sending', async () => {
    const { dialog, onCancel, rerender } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    // The × of the title bar, then the footer's button.
    for (const button of within(dialog).getAllByRole('button', { name: 'Cancel' })) await userEvent.click(button);
    expect(onCancel).toHaveBeenCalledTimes(3);

    rerender({ sending: true });
    expect(within(dialog).getByRole('button', { name: 'Sending …' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    within(dialog).getByLabelText('Reason').focus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(3);
  });

  it('shows the error inside and keeps what was typed', async () => {
    const { dialog, rerender } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Checked the photos');
    rerender({ error: 'No connection to the server.' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No connection to the server.');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Checked the photos');
  });
});
