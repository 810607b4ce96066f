import type { ReleaseStatus } from '@slipcase/domain';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';
import { StatusBadge } from './status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

export interface ReleaseRow {
  id: string;
  title: string;
  status: ReleaseStatus;
  releaseDate: string;
  upc: string;
  artist: { name: string };
}

export function ReleaseTable({ releases }: { releases: readonly ReleaseRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('releases.columns.title')}</TableHead>
          <TableHead>{t('releases.columns.artist')}</TableHead>
          <TableHead>{t('releases.columns.releaseDate')}</TableHead>
          <TableHead>{t('releases.columns.upc')}</TableHead>
          <TableHead>{t('releases.columns.status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {releases.map((release) => (
          <TableRow key={release.id}>
            <TableCell className="font-medium">
              <Link to={`/distributions/${release.id}`} className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2">
                {release.title}
              </Link>
            </TableCell>
            <TableCell>{release.artist.name}</TableCell>
            <TableCell>{formatDate(i18n.language, release.releaseDate)}</TableCell>
            <TableCell className="font-mono text-xs">{release.upc}</TableCell>
            <TableCell>
              <StatusBadge status={release.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
