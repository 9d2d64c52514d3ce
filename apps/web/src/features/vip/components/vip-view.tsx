import { useState } from 'react';
import type { RenderTopUp } from '@/shared/lib/top-up';
import { LoadFailed } from '@/shared/ui/empty-state';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import type { VipLevelDto } from '../api/vip-api';
import { useVipLevels } from '../hooks/use-vip';
import { ActivateDialog } from './activate-dialog';
import { CurrentPlan } from './current-plan';
import { LevelCards } from './level-cards';
import { SubscriptionHistory } from './subscription-history';
import './vip.css';

/**
 * /account/vip: the current level and its renewal, the levels to compare and buy, the history.
 * `onPaid` runs after a payment so the page's frame can refresh what shows the wallet balance.
 */
export function VipView({ onPaid, renderTopUp }: { onPaid?: () => void; renderTopUp?: RenderTopUp }) {
  const levels = useVipLevels();
  const [choice, setChoice] = useState<{ level: VipLevelDto; upgrade: boolean } | null>(null);

  return (
    <div className="vip stack">
      {levels.isPending ? (
        <LoadingRegion>
          <Skeleton height={140} radius={10} />
          <Skeleton height={320} radius={10} />
        </LoadingRegion>
      ) : levels.isError ? (
        <LoadFailed onRetry={() => void levels.refetch()} retrying={levels.isFetching} />
      ) : (
        <>
          {levels.data.current && <CurrentPlan current={levels.data.current} />}
          <LevelCards
            levels={levels.data.results}
            currentCode={levels.data.current?.level.code ?? 'standard'}
            onChoose={(level, upgrade) => setChoice({ level, upgrade })}
          />
        </>
      )}
      <SubscriptionHistory />
      {/* Mounted per opening: each opening has its own request_id. */}
      {choice && <ActivateDialog level={choice.level} upgrade={choice.upgrade} onClose={() => setChoice(null)} onPaid={onPaid} renderTopUp={renderTopUp} />}
    </div>
  );
}
