import { layoutText } from '@kaimono/i18n';
import { Icon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { useStoreInfo } from '../hooks/use-store-info';
import { telHref } from '../lib/contact-links';

/** "Hotline: 1900 …" as a call link; reserves its width while the store info loads. */
export function HotlineLink({ className }: { className?: string }) {
  const { data } = useStoreInfo();
  return (
    <span className={className} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 170 }}>
      <Icon name="phone" size={16} />
      {data ? (
        <a href={telHref(data.hotline)} aria-label={layoutText.hotlineCall(data.hotline)}>
          {layoutText.hotline}: <strong>{data.hotline}</strong>
        </a>
      ) : (
        <Skeleton width={130} height={14} />
      )}
    </span>
  );
}
