import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { biddingWebText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { cx } from '@/shared/lib/cx';
import { useToast } from '@/shared/ui/toast';
import { getLastMinute, toggleLastMinute, type LastMinuteSetting } from '../api/bidding-api';
import { biddingKeys } from '../api/query-keys';

const t = biddingWebText.lastMinute;

/**
 * The last-minute notification switch (spec §4: toggled and checked): GET
 * /api/bid/check-last-minute-notif, POST /api/bid/toogle-last-minute-notif. A switch (checkbox with
 * role=switch); the change shows at once and is rolled back if the server refuses it.
 */
export function LastMinuteSwitch({ compact = false }: { compact?: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const hintId = useId();
  const setting = useQuery({ queryKey: biddingKeys.lastMinute, queryFn: ({ signal }) => getLastMinute(signal), staleTime: 60_000 });
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => toggleLastMinute(enabled),
    onMutate: async (enabled) => {
      await queryClient.cancelQueries({ queryKey: biddingKeys.lastMinute });
      const before = queryClient.getQueryData<LastMinuteSetting>(biddingKeys.lastMinute);
      if (before) queryClient.setQueryData<LastMinuteSetting>(biddingKeys.lastMinute, { ...before, enabled });
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(biddingKeys.lastMinute, answer.data);
      toast.success(answer.data.enabled ? t.on : t.off);
    },
    onError: (error, _enabled, context) => {
      if (context?.before) queryClient.setQueryData(biddingKeys.lastMinute, context.before);
      toast.error(t.failed, errorText(error));
    },
  });
  const enabled = setting.data?.enabled ?? false;
  const minutes = setting.data?.minutes;
  return (
    <div className={cx('bid-switch', compact && 'bid-switch--compact')}>
      <label className="bid-switch__label">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          aria-describedby={hintId}
          disabled={setting.isPending || toggle.isPending}
          onChange={(event) => toggle.mutate(event.target.checked)}
          data-testid="last-minute-switch"
        />
        <span>{t.label}</span>
      </label>
      <span id={hintId} className="muted bid-switch__hint">
        {minutes ? t.hintMinutes(minutes) : t.hint}
      </span>
    </div>
  );
}
