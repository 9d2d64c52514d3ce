import { countdownText, useNow } from '../lib/countdown';

/** "Còn 2 ngày 03:04:05", ticking every second; "Đã kết thúc" once past. Not announced live. */
export function Countdown({ end, className, timer = false }: { end: string | null; className?: string; timer?: boolean }) {
  const now = useNow();
  const text = countdownText(end, now);
  if (!text || !end) return null;
  return (
    <time className={className} dateTime={end} role={timer ? 'timer' : undefined} aria-live={timer ? 'off' : undefined}>
      {text}
    </time>
  );
}
