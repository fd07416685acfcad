import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './Dialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        See the offer
      </button>
      {open && (
        <Dialog labelledBy="t" onClose={() => setOpen(false)}>
          <h2 id="t">Did you know?</h2>
          <button type="button">First</button>
          <button type="button">Last</button>
        </Dialog>
      )}
    </>
  );
}

it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', () => {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'See the offer' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Did you know?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();

  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
  expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  fireEvent.keyDown(dialog, { key: 'Tab' });
  expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();

  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('closes when the backdrop is tapped, not when the dialog itself is', () => {
  render(<Page />);
  fireEvent.click(screen.getByRole('button', { name: 'See the offer' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.click(dialog);
  expect(dialog).toBeInTheDocument();
  fireEvent.click(dialog.parentElement!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
