import { errorText } from '@/shared/api/http';
import type { ToastApi } from '@/shared/ui/toast';

/** An error toast titled `title` (spec §8 wording), with the server's message below when it says more. */
export function failWith(toast: Pick<ToastApi, 'error'>, title: string, error: unknown): void {
  const detail = errorText(error);
  toast.error(title, detail && detail !== title ? detail : undefined);
}
