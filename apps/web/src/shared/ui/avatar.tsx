import { useState } from 'react';
import { cx } from '@/shared/lib/cx';
import './avatar.css';

/** Up to two initials of a Vietnamese full name: "Nguyễn Văn An" -> "NA". */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toLocaleUpperCase('vi-VN');
}

/** The customer's photo, or initials when there is none (or it fails to load). Decorative. */
export function UserAvatar({ fullName, avatar, size = 36, className }: { fullName: string; avatar: string | null; size?: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (avatar && !failed && /^(https?:\/\/|\/)/.test(avatar)) {
    return <img className={cx('user-avatar', className)} src={avatar} alt="" width={size} height={size} style={style} onError={() => setFailed(true)} />;
  }
  return (
    <span className={cx('user-avatar', 'user-avatar--initials', className)} style={style} aria-hidden="true">
      {initialsOf(fullName)}
    </span>
  );
}
