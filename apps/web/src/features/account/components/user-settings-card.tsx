import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteCodes, type SiteCode, type UserSettings } from '@kaimono/contracts';
import { profileText, siteText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { LoadFailed } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { NativeSelect } from '@/shared/ui/native-select';
import { LoadingRegion, SkeletonText } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';
import { getUserSettings, saveUserSettings } from '../api/account-api';
import { accountKeys } from '../api/query-keys';

type Editable = Pick<UserSettings, 'currency_display' | 'default_site' | 'auto_translate' | 'marketing_opt_in'>;

/** GET/POST /api/user-setting: how prices show, the default marketplace, keyword translation, offers. */
export function UserSettingsCard() {
  const query = useQuery({ queryKey: accountKeys.settings, queryFn: ({ signal }) => getUserSettings(signal) });
  return (
    <section className="card" aria-labelledby="user-settings-title">
      <h2 id="user-settings-title">{profileText.settingsTitle}</h2>
      <p className="muted">{profileText.settingsLead}</p>
      {query.isPending ? (
        <LoadingRegion>
          <SkeletonText lines={4} />
        </LoadingRegion>
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: UserSettings }) {
  const [values, setValues] = useState<Editable>({
    currency_display: settings.currency_display,
    default_site: settings.default_site,
    auto_translate: settings.auto_translate,
    marketing_opt_in: settings.marketing_opt_in,
  });
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: saveUserSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.settings, answer.settings);
      toast.success(answer.message);
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(values);
  };
  return (
    <form className="profile-form" onSubmit={submit} aria-labelledby="user-settings-title">
      <div className="profile-form__grid">
        <Field label={profileText.language}>
          {(control) => <NativeSelect {...control} className="profile-form__select" value="vi" disabled options={[{ value: 'vi', label: profileText.languageVi }]} />}
        </Field>
        <Field label={profileText.currencyDisplay}>
          {(control) => (
            <NativeSelect
              {...control}
              className="profile-form__select"
              value={values.currency_display}
              onChange={(e) => setValues((v) => ({ ...v, currency_display: e.target.value as Editable['currency_display'] }))}
              options={(['both', 'vnd', 'jpy'] as const).map((value) => ({ value, label: profileText.currencyDisplays[value] }))}
            />
          )}
        </Field>
        <Field label={profileText.defaultSite}>
          {(control) => (
            <NativeSelect
              {...control}
              className="profile-form__select"
              value={values.default_site}
              onChange={(e) => setValues((v) => ({ ...v, default_site: e.target.value as SiteCode }))}
              options={siteCodes.map((code) => ({ value: code, label: siteText[code].name }))}
            />
          )}
        </Field>
        <Field label={profileText.autoTranslate}>
          {(control) => (
            <NativeSelect
              {...control}
              className="profile-form__select"
              value={values.auto_translate}
              onChange={(e) => setValues((v) => ({ ...v, auto_translate: e.target.value as Editable['auto_translate'] }))}
              options={(['auto', 'on', 'off'] as const).map((value) => ({ value, label: profileText.autoTranslates[value] }))}
            />
          )}
        </Field>
      </div>
      <label className="profile-form__check">
        <input type="checkbox" checked={values.marketing_opt_in} onChange={(e) => setValues((v) => ({ ...v, marketing_opt_in: e.target.checked }))} />
        <span>
          <strong>{profileText.marketingOptIn}</strong>
          <span className="muted">{profileText.marketingOptInHint}</span>
        </span>
      </label>
      <div className="profile-form__actions">
        <Button type="submit" loading={mutation.isPending}>
          {profileText.saveSettings}
        </Button>
      </div>
    </form>
  );
}
