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

/** The owner's releases; on a narrow screen title and status stay side by side, the other columns under the title. */
export function ReleaseTable({ releases }: { releases: readonly ReleaseRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('releases.columns.title')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('releases.columns.artist')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('releases.columns.releaseDate')}</TableHead>
          <TableHead className="hidden lg:table-cell">{t('releases.columns.upc')}</TableHead>
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
              {/* On a phone the columns left out are said under the title, so the status keeps its place. */}
              <span className="block text-xs font-normal text-muted-foreground md:hidden">
                {release.artist.name}
                <span className="sm:hidden"> · {formatDate(i18n.language, release.releaseDate)}</span>
              </span>
            </TableCell>
            <TableCell className="hidden md:table-cell">{release.artist.name}</TableCell>
            <TableCell className="hidden sm:table-cell">{formatDate(i18n.language, release.releaseDate)}</TableCell>
            <TableCell className="hidden font-mono text-xs lg:table-cell">{release.upc}</TableCell>
            <TableCell>
              <StatusBadge status={release.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
