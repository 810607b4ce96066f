import type { ReleaseStatus } from '@slipcase/domain';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';
import { StatusBadge } from './status-badge';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from './ui/stacked-table';
import { TableHead, TableRow } from './ui/table';

export interface ReleaseRow {
  id: string;
  title: string;
  status: ReleaseStatus;
  releaseDate: string;
  upc: string;
  artist: { name: string };
}

/**
 * The owner's releases, a card each on a phone; on a middle-sized screen the artist is said under the title and the
 * UPC left out, so the status keeps its place.
 */
export function ReleaseTable({ releases }: { releases: readonly ReleaseRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <StackedTable>
      <StackedHeader>
        <TableRow>
          <TableHead>{t('releases.columns.title')}</TableHead>
          <TableHead className="sm:max-md:hidden">{t('releases.columns.artist')}</TableHead>
          <TableHead>{t('releases.columns.releaseDate')}</TableHead>
          <TableHead className="sm:max-lg:hidden">{t('releases.columns.upc')}</TableHead>
          <TableHead>{t('releases.columns.status')}</TableHead>
        </TableRow>
      </StackedHeader>
      <StackedBody>
        {releases.map((release) => (
          <StackedRow key={release.id}>
            <StackedCell wide className="font-medium sm:whitespace-normal">
              <Link to={`/distributions/${release.id}`} className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2">
                {release.title}
              </Link>
              <span className="hidden text-xs font-normal text-muted-foreground sm:max-md:block">{release.artist.name}</span>
            </StackedCell>
            <StackedCell label={t('releases.columns.artist')} className="sm:max-md:hidden">
              {release.artist.name}
            </StackedCell>
            <StackedCell label={t('releases.columns.releaseDate')}>{formatDate(i18n.language, release.releaseDate)}</StackedCell>
            <StackedCell label={t('releases.columns.upc')} className="sm:max-lg:hidden">
              <span className="font-mono text-xs">{release.upc}</span>
            </StackedCell>
            <StackedCell label={t('releases.columns.status')}>
              <StatusBadge status={release.status} />
            </StackedCell>
          </StackedRow>
        ))}
      </StackedBody>
    </StackedTable>
  );
}
