import { JOB_TYPE_TABLE } from '@apex/shared/jobs';
import { isNormalStep, type TGoodsStatusEntry } from '@apex/shared/tracking';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { useHasPermission } from '../../session/permitted';
import type { JobTabProps } from '../card/job-tab-props';
import { jobApi } from '../job-api';
import { JobTimeline } from '../tracking/job-timeline';
import { AbnormalEvents } from './abnormal-events';
import { EntryDialog, type EntryTarget } from './entry-dialog';
import { EntryHistory } from './entry-history';
import { StepList } from './step-list';
import { UndoDialog } from './undo-dialog';

type Dialog = { entry: EntryTarget } | { undo: TGoodsStatusEntry };

/**
 * The job card's goods status tab (spec §2.8, §4): the 21 steps as a milestone list, the abnormal
 * events apart, and what was taken back. A consolidation's house bills each have their own
 * sequence, picked above the list.
 */
export function GoodsStatusTab({ jobType, jobId }: JobTabProps) {
  const { t } = useTranslation('goodsStatus');
  const routes = jobApi(jobType).goodsStatus;
  const canEdit = useHasPermission(JOB_TYPE_TABLE[jobType].edit);
  const seesTracking = useHasPermission('/tracking/view');
  const loaded = useQuery({
    queryKey: routeQueryKey(routes.get, { id: jobId }),
    queryFn: () => call(routes.get, { params: { id: jobId } }, { isStopError: true }),
  });
  const [hblId, setHblId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>();
  if (loaded.isError) return <Alert type="error" showIcon title={failureText(loaded.error)} />;
  const data = loaded.data;
  if (!data) return <Skeleton active />;
  const sequence = data.entries.filter((e) => e.hblId === hblId);
  const inForce = sequence.filter((e) => e.undoneAt === null);
  const close = () => setDialog(undefined);
  return (
    <Flex vertical gap={12}>
      {data.hbls.length > 0 && (
        <Flex gap={8} align="center">
          <Typography.Text>{t('tab.scope')}</Typography.Text>
          <Segmented<number>
            value={hblId ?? 0}
            onChange={(value) => setHblId(value === 0 ? null : value)}
            options={[
              { value: 0, label: t('tab.wholeJob') },
              ...data.hbls.map((h) => ({ value: h.id, label: t('tab.hbl', { no: h.hblNo }) })),
            ]}
          />
        </Flex>
      )}
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('tab.steps')}>
            <StepList
              inForce={inForce.filter((e) => isNormalStep(e.step))}
              canEdit={canEdit}
              onRecord={(step, correct) => setDialog({ entry: { step, correct } })}
              onUndo={(undo) => setDialog({ undo })}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={12}>
            <Card
              size="small"
              title={t('tab.abnormal')}
              extra={
                canEdit && (
                  <Button size="small" onClick={() => setDialog({ entry: {} })}>
                    {t('actions.recordEvent')}
                  </Button>
                )
              }
            >
              <AbnormalEvents
                events={inForce.filter((e) => !isNormalStep(e.step))}
                canEdit={canEdit}
                onUndo={(undo) => setDialog({ undo })}
              />
            </Card>
            <Card size="small" title={t('tab.history')}>
              <EntryHistory entries={sequence.filter((e) => e.undoneAt !== null)} />
            </Card>
          </Flex>
        </Col>
      </Row>
      {/* The carrier's events beside the steps, for whoever may see tracking (issue 20: one timeline). */}
      {seesTracking && hblId === null && <JobTimeline jobType={jobType} jobId={jobId} />}
      {dialog && 'entry' in dialog && (
        <EntryDialog
          jobType={jobType}
          jobId={jobId}
          jobNo={data.jobNo}
          version={data.version}
          hblId={hblId}
          target={dialog.entry}
          onClose={close}
        />
      )}
      {dialog && 'undo' in dialog && (
        <UndoDialog jobType={jobType} jobId={jobId} version={data.version} entry={dialog.undo} onClose={close} />
      )}
    </Flex>
  );
}
