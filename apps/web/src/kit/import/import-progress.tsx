import type { TImportProgress } from '@apex/shared/files';
import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Reading the file is the first tenth of the bar; checking and saving its records, the rest. */
const READING_SHARE = 10;

/** How far an import has come, as the server tells it while it works (the answer's progress lines). */
export function ImportProgress({ progress }: { progress: TImportProgress }) {
  const { t } = useTranslation('uploads');
  const share = progress.total > 0 ? progress.done / progress.total : 0;
  const percent = progress.phase === 'reading' ? share * READING_SHARE : READING_SHARE + share * (100 - READING_SHARE);
  return (
    <div data-testid="import-progress">
      <Progress percent={Math.floor(percent)} status="active" />
      <Typography.Text type="secondary">
        {progress.phase === 'reading'
          ? t('import.reading')
          : t('import.importing', { done: progress.done, total: progress.total })}
      </Typography.Text>
    </div>
  );
}
