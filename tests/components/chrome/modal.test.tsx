import { screen } from '@testing-library/react';
import { Button } from '../../../src/components/Button';
import { ConfirmDialog } from '../../../src/components/ConfirmDialog';
import { Modal, useModal } from '../../../src/components/Modal';
import { renderWithApp } from '../../support/render';

function Opener({ id, label }: { id: string; label: string }) {
  const { open } = useModal(id);
  return <Button onClick={open}>{label}</Button>;
}

describe('ConfirmDialog', () => {
  it('defaults to the spec’s title and buttons', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithApp(
      <>
        <Opener id="delete-thing" label="Delete" />
        <ConfirmDialog id="delete-thing" message="Are you sure?" onConfirm={onConfirm} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your action' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Oops, no!' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, delete!' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels with “Oops, no!” without confirming', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderWithApp(
      <>
        <Opener id="c" label="Open" />
        <ConfirmDialog id="c" title="Delete commercial report" onConfirm={onConfirm} onCancel={onCancel} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Delete commercial report' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Oops, no!' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Modal', () => {
  const twoModals = (
    <>
      <Opener id="first" label="Open first" />
      <Opener id="second" label="Open second" />
      <Modal id="first" title="First modal">
        <Opener id="second" label="Switch to second" />
      </Modal>
      <Modal id="second" title="Second modal">
        <input aria-label="Name" />
      </Modal>
    </>
  );

  it('keeps only one modal open at a time', async () => {
    const { user, store } = renderWithApp(twoModals);
    await user.click(screen.getByRole('button', { name: 'Open first' }));
    expect(screen.getByRole('dialog', { name: 'First modal' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Switch to second' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Second modal' })).toBeVisible();
    expect((store.getState() as unknown as { ui: { openModal: string } }).ui.openModal).toBe('second');
  });

  it('moves focus inside, closes on Escape and returns focus to the opener', async () => {
    const { user } = renderWithApp(twoModals);
    const opener = screen.getByRole('button', { name: 'Open second' });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithApp(twoModals);
    await user.click(screen.getByRole('button', { name: 'Open second' }));
    const input = screen.getByRole('textbox', { name: 'Name' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('is a native dialog element with a title; the page behind is inert and does not scroll until it closes', async () => {
    const { user } = renderWithApp(twoModals);
    const opener = screen.getByRole('button', { name: 'Open second' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAccessibleName();
    expect(document.body.style.overflow).toBe('hidden');
    const behind = Array.from(document.body.children).filter((element) => !element.contains(dialog));
    expect(behind.length).toBeGreaterThan(0);
    for (const element of behind) expect(element).toHaveAttribute('inert');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    for (const element of behind) expect(element).not.toHaveAttribute('inert');
  });
});
