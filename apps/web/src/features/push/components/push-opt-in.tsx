import { useQuery } from '@tanstack/react-query';
import { pushText } from '@kaimono/i18n';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { getDevices, pushKeys } from '../api/push-api';
import { usePush } from '../hooks/use-push';
import './push.css';

/**
 * The Web Push card of /account/user/notification-setting: turn push on or off in this browser,
 * and the customer's devices that receive it. Which kinds arrive by push is the "Thông báo đẩy"
 * column of the settings table.
 */
export function PushOptIn() {
  const push = usePush();
  const devices = useQuery({
    queryKey: pushKeys.devices(push.endpoint),
    queryFn: ({ signal }) => getDevices(push.endpoint, signal),
    enabled: push.state !== null,
  });

  let status;
  if (push.state === 'unsupported') status = <p className="muted">{pushText.unsupported}</p>;
  else if (push.state === 'denied') status = <p className="muted">{pushText.denied}</p>;
  else if (push.state === 'on') status = <p className="push-opt-in__on">{pushText.enabledHere}</p>;

  return (
    <section className="card push-opt-in" aria-labelledby="push-opt-in-title">
      <div className="push-opt-in__head">
        <Icon name="bell" />
        <div>
          <h2 id="push-opt-in-title">{pushText.cardTitle}</h2>
          <p className="muted">{pushText.cardLead}</p>
        </div>
      </div>
      {status}
      {push.error && (
        <p className="push-opt-in__error" role="alert">
          {push.error}
        </p>
      )}
      <div className="push-opt-in__actions">
        {push.state === 'off' && (
          <Button onClick={() => void push.enable()} loading={push.busy}>
            {pushText.enable}
          </Button>
        )}
        {push.state === 'on' && (
          <Button variant="secondary" onClick={() => void push.disable()} loading={push.busy}>
            {pushText.disable}
          </Button>
        )}
      </div>
      {devices.data && (
        <div className="push-opt-in__devices">
          <h3>{pushText.devicesTitle}</h3>
          {devices.data.length === 0 ? (
            <p className="muted">{pushText.noDevices}</p>
          ) : (
            <ul>
              {devices.data.map((device) => (
                <li key={device.id}>
                  {device.device}
                  {device.current && <span className="muted"> ({pushText.thisDevice})</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
