import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationCategories, notificationChannels, type NotificationPreferences, type QuietHours, type User } from '@kaimono/contracts';
import { profileText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { LoadingRegion, SkeletonText } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { getNotificationSettings, saveNotificationSettings, type NotificationSettings } from '../api/account-api';
import { accountKeys } from '../api/query-keys';

/**
 * /account/user/notification-setting: a switch per category (orders, bills, bids, wallet,
 * promotions, complaints, saved searches, watches) and channel (website, email, Web Push, Zalo,
 * SMS); locked switches stay on; quiet hours (Vietnam time). Saved with POST /api/user/notification
 * and a toast. Turning Web Push on in this browser is the push feature's card beside it.
 */
export function NotificationSettingsView({ user }: { user: User }) {
  const query = useQuery({ queryKey: accountKeys.notificationSettings, queryFn: ({ signal }) => getNotificationSettings(signal) });
  if (query.isPending) {
    return (
      <LoadingRegion>
        <SkeletonText lines={6} />
      </LoadingRegion>
    );
  }
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <NotificationMatrix initial={query.data} hasEmail={!!user.email} />;
}

function NotificationMatrix({ initial, hasEmail }: { initial: NotificationSettings; hasEmail: boolean }) {
  const [settings, setSettings] = useState<NotificationPreferences>(initial.settings);
  const [quiet, setQuiet] = useState<QuietHours>(initial.quiet_hours);
  const quietInvalid = quiet.enabled && quiet.start === quiet.end;
  const locked = new Set(initial.locked);
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.notificationSettings, { settings: answer.settings, locked: answer.locked, quiet_hours: answer.quiet_hours });
      setSettings(answer.settings);
      if (answer.quiet_hours) setQuiet(answer.quiet_hours);
      toast.success(answer.message);
    },
    onError: (error) => toast.error(errorText(error)),
  });

  const toggle = (category: keyof NotificationPreferences, channel: keyof NotificationPreferences['orders'], on: boolean) =>
    setSettings((current) => ({ ...current, [category]: { ...current[category], [channel]: on } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quietInvalid) return;
    mutation.mutate({ settings, quiet_hours: quiet });
  };

  return (
    <form className="notification-settings" onSubmit={submit} aria-label={profileText.notificationTitle}>
      {!hasEmail && (
        <div className="notice" role="note">
          <Icon name="info" />
          <p>{profileText.notificationNeedsEmail}</p>
        </div>
      )}
      <div className="card notification-settings__table-wrap">
        <table className="notification-settings__table">
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">{profileText.notificationTitle}</span>
              </th>
              {notificationChannels.map((channel) => (
                <th key={channel} scope="col">
                  {profileText.notificationChannels[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {notificationCategories.map((category) => {
              const text = profileText.notificationCategories[category];
              return (
                <tr key={category}>
                  <th scope="row">
                    <strong>{text.title}</strong>
                    <span className="muted">{text.description}</span>
                  </th>
                  {notificationChannels.map((channel) => {
                    const isLocked = locked.has(`${category}.${channel}`);
                    const label = profileText.notificationToggle(text.title, profileText.notificationChannels[channel]);
                    return (
                      <td key={channel} data-label={profileText.notificationChannels[channel]}>
                        <label className="k-switch" title={isLocked ? profileText.notificationLocked : undefined}>
                          <input
                            type="checkbox"
                            role="switch"
                            aria-label={label}
                            checked={settings[category]?.[channel] === true}
                            disabled={isLocked}
                            onChange={(event) => toggle(category, channel, event.target.checked)}
                          />
                          <span className="k-switch__track" aria-hidden="true" />
                          {isLocked && <span className="k-switch__note">{profileText.notificationLocked}</span>}
                        </label>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <fieldset className="card quiet-hours">
        <legend className="sr-only">{profileText.quietHoursTitle}</legend>
        <h2 aria-hidden="true">{profileText.quietHoursTitle}</h2>
        <p className="muted">{profileText.quietHoursLead}</p>
        <label className="k-switch">
          <input
            type="checkbox"
            role="switch"
            aria-label={profileText.quietHoursEnabled}
            checked={quiet.enabled}
            onChange={(event) => setQuiet((current) => ({ ...current, enabled: event.target.checked }))}
          />
          <span className="k-switch__track" aria-hidden="true" />
          <span>{profileText.quietHoursEnabled}</span>
        </label>
        <div className="quiet-hours__times">
          <label>
            <span>{profileText.quietHoursStart}</span>
            <input
              className="k-input"
              type="time"
              step={60}
              required
              value={quiet.start}
              disabled={!quiet.enabled}
              onChange={(event) => setQuiet((current) => ({ ...current, start: event.target.value }))}
            />
          </label>
          <label>
            <span>{profileText.quietHoursEnd}</span>
            <input
              className="k-input"
              type="time"
              step={60}
              required
              value={quiet.end}
              disabled={!quiet.enabled}
              aria-invalid={quietInvalid || undefined}
              onChange={(event) => setQuiet((current) => ({ ...current, end: event.target.value }))}
            />
          </label>
        </div>
        {quietInvalid && (
          <p className="quiet-hours__error" role="alert">
            {profileText.quietHoursInvalid}
          </p>
        )}
      </fieldset>
      <div className="profile-form__actions">
        <Button type="submit" loading={mutation.isPending}>
          {profileText.notificationSave}
        </Button>
      </div>
    </form>
  );
}
