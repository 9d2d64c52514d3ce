import { layoutText } from '@kaimono/i18n';
import { Icon } from '@/shared/ui/icons';
import { LoadFailed } from '@/shared/ui/empty-state';
import { LoadingRegion, SkeletonText } from '@/shared/ui/skeleton';
import { useStoreInfo } from '../hooks/use-store-info';
import { facebookChatHref, telHref, zaloHref } from '../lib/contact-links';
import './store-contact.css';

/** How to reach the store: hotline, Zalo, Messenger, email, office hours, address. */
export function StoreContact({ showAddress = true }: { showAddress?: boolean }) {
  const { data, isPending, isError, refetch, isFetching } = useStoreInfo();
  if (isPending) {
    return (
      <LoadingRegion>
        <SkeletonText lines={5} />
      </LoadingRegion>
    );
  }
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  const zalo = zaloHref(data.chat.zalo);
  const messenger = facebookChatHref(data.chat.facebook);
  return (
    <ul className="store-contact">
      <li>
        <Icon name="phone" />
        <span>
          {layoutText.hotline}: <a href={telHref(data.hotline)}>{data.hotline}</a>
          {data.phone && data.phone !== data.hotline && (
            <>
              {' · '}
              {layoutText.phone}: <a href={telHref(data.phone)}>{data.phone}</a>
            </>
          )}
        </span>
      </li>
      {zalo && (
        <li>
          <Icon name="chat" />
          <span>
            Zalo:{' '}
            <a href={zalo} target="_blank" rel="noopener noreferrer">
              {data.chat.zalo}
            </a>
          </span>
        </li>
      )}
      {messenger && (
        <li>
          <Icon name="facebook" />
          <span>
            Messenger:{' '}
            <a href={messenger} target="_blank" rel="noopener noreferrer">
              {layoutText.chatFacebook}
            </a>
          </span>
        </li>
      )}
      {data.email && (
        <li>
          <Icon name="mail" />
          <span>
            Email: <a href={`mailto:${data.email}`}>{data.email}</a>
          </span>
        </li>
      )}
      {data.office_hours && (
        <li>
          <Icon name="clock" />
          <span>
            {layoutText.officeHours}: {data.office_hours}
          </span>
        </li>
      )}
      {showAddress && data.location.address && (
        <li>
          <Icon name="mapPin" />
          <span>{data.location.address}</span>
        </li>
      )}
    </ul>
  );
}
