import type { ShareInfo } from '@stride/contracts';
import type { TFunction } from 'i18next';
import type { Column } from '../../../app/lists/PagedTable';
import { formatDate } from '../../../app/format/dates';

/**
 * The columns every shared list has: who shared it, from which library (a practice, or the platform's),
 * when (the latest share), and, for what one's own library sent, the practices it went to.
 */
export function shareColumns<T extends { share: ShareInfo }>(t: TFunction, sent: boolean): Column<T>[] {
  const columns: Column<T>[] = [
    { key: 'sharedBy', label: t('sharing.columnSharedBy'), render: (row) => row.share.sharedBy?.name ?? '' },
    {
      key: 'from',
      label: t('sharing.columnFrom'),
      render: (row) => row.share.fromCompany?.name ?? t('sharing.platformLibrary'),
    },
    { key: 'sharedAt', label: t('sharing.columnSharedAt'), render: (row) => formatDate(row.share.sharedAt) },
  ];
  if (sent) {
    columns.push({
      key: 'sharedWith',
      label: t('sharing.columnSharedWith'),
      render: (row) => row.share.sharedWith.map((c) => c.name).join(', '),
    });
  }
  return columns;
}
