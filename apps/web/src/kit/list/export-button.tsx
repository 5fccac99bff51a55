import { DownloadOutlined } from '@ant-design/icons';
import type { RouteDef } from '@apex/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { saveFile } from '../../platform/save-file';
import type { ListState } from './use-list';

/** A list's Excel export (FILE_RESPONSE): its filters and sort, none of its paging. */
type ExportRoute = RouteDef & { method: 'GET'; path: `${string}/export` };

/** Downloads what the list shows, all pages of it, as an .xlsx workbook. */
export function ExportButton({ route, state }: { route: ExportRoute; state: ListState }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const { page: _page, pageSize: _pageSize, ...query } = state;
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await call(route, { query }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('list.export')}
    </Button>
  );
}
