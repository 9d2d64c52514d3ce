/**
 * The printable slips open in their own window. The window is opened at the click (a window opened
 * after an await is blocked as a pop-up), shows a short note while the slips load, then receives the
 * server's HTML document and the print dialog.
 */
export interface PrintWindow {
  show: (html: string) => void;
  close: () => void;
}

export function openPrintWindow(waitingText: string): PrintWindow | null {
  const popup = window.open('', '_blank');
  if (!popup) return null;
  try {
    popup.document.title = waitingText;
    popup.document.body.textContent = waitingText;
  } catch {
    /* a browser may not let us touch it yet; the content replaces it anyway */
  }
  return {
    show(html: string) {
      popup.document.open();
      popup.document.write(html);
      popup.document.close();
      popup.focus();
      const print = () => {
        try {
          popup.print();
        } catch {
          /* the customer can still print from the window's menu */
        }
      };
      if (popup.document.readyState === 'complete') setTimeout(print, 50);
      else popup.addEventListener('load', () => setTimeout(print, 50), { once: true });
    },
    close() {
      try {
        popup.close();
      } catch {
        /* already closed */
      }
    },
  };
}
