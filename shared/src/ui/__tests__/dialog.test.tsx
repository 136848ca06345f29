import { Dialog } from '@amora/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

/** A page with an opener button and a dialog of its own look (like the match modal). */
function Page({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog labelledBy="title" onClose={close} className="my-look">
          <h2 id="title">A match</h2>
          <a href="/members/7">Profile</a>
          <button type="button" data-autofocus>
            Chat
          </button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog, the one focus trap of every modal', () => {
  it('takes the focus on the element marked data-autofocus, keeps Tab inside, closes on Esc and gives the focus back', async () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'A match' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('my-look');
    expect(document.body).toHaveClass('modal-open');
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('modal-open');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
