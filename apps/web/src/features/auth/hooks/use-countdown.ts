import { useEffect, useState } from 'react';

/** Whole seconds left until `targetMs` (0 when past or null), updated every second. */
export function useCountdown(targetMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (targetMs === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [targetMs]);
  return targetMs === null ? 0 : Math.max(0, Math.ceil((targetMs - now) / 1000));
}

/** 95 -> "1:35" */
export function formatMinutes(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The moment `seconds` from now, in epoch milliseconds (for useCountdown). */
export function deadlineIn(seconds: number): number {
  return Date.now() + seconds * 1000;
}
