import { vipWebText } from '@kaimono/i18n';
import { cx } from '@/shared/lib/cx';
import { Button } from '@/shared/ui/button';
import type { VipLevelDto } from '../api/vip-api';
import { levelAction, monthlyPriceText, perkRows } from '../lib/vip-format';

const t = vipWebText.levels;

export interface LevelCardsProps {
  levels: VipLevelDto[];
  currentCode: string;
  onChoose: (level: VipLevelDto, upgrade: boolean) => void;
}

/** The levels side by side: price per month and the same perk rows on each card, to compare. */
export function LevelCards({ levels, currentCode, onChoose }: LevelCardsProps) {
  const sorted = [...levels].sort((a, b) => a.rank - b.rank);
  const currentRank = sorted.find((l) => l.code === currentCode)?.rank ?? 0;
  return (
    <section className="vip-levels" aria-labelledby="vip-levels-title">
      <h2 id="vip-levels-title">{t.title}</h2>
      <ul className="vip-levels__list" aria-label={t.listLabel}>
        {sorted.map((level) => {
          const action = levelAction(level, level.code === currentCode, currentRank);
          return (
            <li
              key={level.code}
              className={cx('vip-level', `vip-level--${level.code}`, action === 'current' && 'vip-level--current')}
              aria-labelledby={`vip-level-${level.code}`}
              data-testid="vip-level"
            >
              <div className="vip-level__head">
                <h3 id={`vip-level-${level.code}`} className="vip-level__name">
                  {level.name}
                </h3>
                {action === 'current' && <span className="vip-level__badge">{t.currentBadge}</span>}
              </div>
              <p className="vip-level__price">{monthlyPriceText(level.price_vnd)}</p>
              <dl className="vip-level__perks">
                {perkRows(level).map((row) => (
                  <div key={row.key}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
              {level.description.length > 0 && (
                <ul className="vip-level__description">
                  {level.description.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
              <div className="vip-level__action">
                {action === 'activate' || action === 'upgrade' ? (
                  <Button
                    block
                    aria-label={action === 'upgrade' ? t.upgradeLabel(level.name) : t.activateLabel(level.name)}
                    onClick={() => onChoose(level, action === 'upgrade')}
                  >
                    {action === 'upgrade' ? t.upgrade : t.activate}
                  </Button>
                ) : action === 'current' ? null : (
                  <p className="vip-level__note">{action === 'default' ? t.defaultLevel : t.lower}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
