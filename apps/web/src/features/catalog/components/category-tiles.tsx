import { Link } from 'react-router';
import { catalogText } from '@kaimono/i18n';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { categoryIconOf } from '../lib/category-icon';
import { CategoryIcon, categoryTones } from './category-icon';

export interface CategoryTile {
  key: string;
  href: string;
  /** The Japanese (marketplace) name. */
  name: string;
  name_vi: string | null;
  /** A second line (the site, on the home page). */
  note?: string;
}

/** Category tiles: a coloured icon for the kind of goods, the Vietnamese name, the Japanese one. */
export function CategoryTiles({ tiles, label }: { tiles: readonly CategoryTile[]; label?: string }) {
  return (
    <ul className="category-tiles" aria-label={label}>
      {tiles.map((tile) => {
        const kind = categoryIconOf(tile.name, tile.name_vi);
        const [background, color] = categoryTones[kind];
        return (
          <li key={tile.key}>
            <Link to={tile.href} className="category-tile" data-icon={kind}>
              <span className="category-tile__icon" style={{ background, color }}>
                <CategoryIcon kind={kind} />
              </span>
              <span className="category-tile__name">{tile.name_vi ?? tile.name}</span>
              {tile.note ? (
                <span className="category-tile__note">{tile.note}</span>
              ) : (
                tile.name_vi &&
                tile.name_vi !== tile.name && (
                  <span className="category-tile__note" lang="ja">
                    {tile.name}
                  </span>
                )
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The tiles' footprint while loading. */
export function CategoryTilesSkeleton({ count = 10 }: { count?: number }) {
  return (
    <LoadingRegion label={catalogText.landingCategoriesTitle}>
      <div className="category-tiles">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="category-tile category-tile--skeleton">
            <Skeleton width={56} height={56} radius={16} />
            <Skeleton width="80%" height={14} />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
