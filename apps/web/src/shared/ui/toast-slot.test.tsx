import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { ToastProvider, useToast } from './toast';

function Page({ confirm = false }: { confirm?: boolean }) {
  const toast = useToast();
  const [open, setOpen] = useState(true);
  const bid = <button onClick={() => toast.success('Đã đặt giá')}>Đặt giá</button>;
  return (
    <>
      <button onClick={() => toast.info('Ngoài hộp thoại')}>Ngoài</button>
      {confirm ? (
        <ConfirmDialog open={open} onOpenChange={setOpen} title="Xác nhận" description="Chắc chưa?" onConfirm={() => toast.success('Đã đặt giá')} confirmLabel="Đặt giá" />
      ) : (
        <Dialog open={open} onOpenChange={setOpen} title="Đặt giá đấu" footer={bid}>
          <p>Giá tối đa</p>
        </Dialog>
      )}
    </>
  );
}

const toastOf = (text: string) => screen.getAllByText(text).find((el) => el.classList.contains('k-toast__title'))!;

describe('toasts and dialogs', () => {
  it('shows a toast inside the open dialog, above its content (in its flow), not fixed over it', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Page />
      </ToastProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Đặt giá đấu' });
    await user.click(within(dialog).getByRole('button', { name: 'Đặt giá' }));
    await waitFor(() => expect(toastOf('Đã đặt giá')).toBeTruthy());
    const toast = toastOf('Đã đặt giá');
    expect(dialog.contains(toast)).toBe(true);
    const viewport = toast.closest('.k-toast__viewport')!;
    expect(viewport.classList.contains('k-toast__viewport--in-dialog')).toBe(true);
    // Before the dialog's body and its buttons in the document: it pushes them down.
    const body = dialog.querySelector('.k-dialog__body')!;
    expect(viewport.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Closed: toasts are back at the screen's edge, outside any dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Ngoài' }));
    await waitFor(() => expect(toastOf('Ngoài hộp thoại')).toBeTruthy());
    const outside = toastOf('Ngoài hộp thoại').closest('.k-toast__viewport')!;
    expect(outside.classList.contains('k-toast__viewport--in-dialog')).toBe(false);
    expect(outside.closest('.k-toast-slot')).toBeNull();
  });

  it('does the same in a confirm dialog', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Page confirm />
      </ToastProvider>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Xác nhận' });
    await user.click(within(dialog).getByRole('button', { name: 'Đặt giá' }));
    await waitFor(() => expect(toastOf('Đã đặt giá')).toBeTruthy());
    expect(dialog.contains(toastOf('Đã đặt giá'))).toBe(true);
  });
});
