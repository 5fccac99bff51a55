import { SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/client';
import { ActionBar } from '../../../kit/form/action-bar';
import type { useJobPart } from './use-job-part';

interface PartFrameProps {
  part: Pick<ReturnType<typeof useJobPart>, 'loaded' | 'conflict' | 'dirty' | 'saving' | 'save' | 'reload'> & {
    draft: object | null;
  };
  title: string;
  children: ReactNode;
}

/**
 * A part's frame: title and save button (kept in reach on a long grid), the load failure or the 409
 * conflict with a reload.
 */
export function PartFrame({ part, title, children }: PartFrameProps) {
  const { t } = useTranslation('cargo');
  const { t: tj } = useTranslation('jobCard');
  if (part.loaded.isError) return <Alert type="error" showIcon message={failureText(part.loaded.error)} />;
  if (!part.draft) return <Spin />;
  return (
    <Flex vertical gap={8}>
      <ActionBar justify="space-between">
        <Typography.Text strong>{title}</Typography.Text>
        <Button
          type="primary"
          size="small"
          icon={<SaveOutlined />}
          loading={part.saving}
          disabled={!part.dirty}
          onClick={() => part.save()}
        >
          {tj('save')}
        </Button>
      </ActionBar>
      {part.conflict && (
        <Alert
          type="warning"
          showIcon
          message={t('conflictTitle')}
          description={part.conflict}
          action={
            <Button size="small" onClick={() => part.reload()}>
              {t('reload')}
            </Button>
          }
        />
      )}
      {children}
    </Flex>
  );
}
