import { formatQuantity } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import { releaseShare, stockOf, type TWarehouseEntry, ZWarehouseReleaseRequest } from '@apex/shared/movement';
import { Alert, App, DatePicker, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { momentTextField } from '../../../kit/form/date-text-field';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useRecordEditor } from '../../../kit/form/use-record-editor';
import { jobApi } from '../job-api';
import { useWarehouseLabel, type WarehouseField } from './warehouse-labels';

interface ReleaseDialogProps {
  jobType: TJobType;
  jobId: number;
  entry: TWarehouseEntry;
  onClose: (saved?: TWarehouseEntry) => void;
}

/**
 * Warehouse out (spec §8): some or all of an entry's stock leaves, all of it by default. A weight or
 * volume left blank is the packages' share of the stock, worked out as the server will.
 */
export function ReleaseDialog({ jobType, jobId, entry, onClose }: ReleaseDialogProps) {
  const { t } = useTranslation('jobWarehouse');
  const label = useWarehouseLabel();
  const { message } = App.useApp();
  const stock = stockOf(entry);
  const editor = useRecordEditor({
    schema: ZWarehouseReleaseRequest,
    base: { version: entry.version },
    save: (body) =>
      request(jobApi(jobType).warehouse.release, { params: { id: jobId, entryId: entry.id }, body: body as never }),
    onSaved: (envelope) => {
      void message.success(envelope.message);
      onClose(envelope.data);
    },
  });
  const packages: number | null = Form.useWatch('packages', editor.form) ?? null;
  const share = releaseShare(stock, packages && packages > 0 ? Math.min(packages, stock.packages) : stock.packages);
  const item = (key: WarehouseField) => ({ label: label.field(key), ...editor.field(key) });
  return (
    <EditorFrame
      open
      name="warehouseOut"
      width={720}
      editor={editor}
      title={t('dialog.outTitle', { no: entry.warehouseInNo })}
      initialValues={{ packages: stock.packages, outAt: new Date().toISOString() }}
      notice={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('dialog.stock', {
            packages: stock.packages,
            weight: formatQuantity(stock.weightKg, 'weight') || '—',
            volume: formatQuantity(stock.volumeCbm, 'volume') || '—',
          })}
        />
      }
      onClose={() => onClose()}
    >
      <Row gutter={12}>
        <FieldCol span={8} {...item('packages')}>
          <InputNumber min={1} max={stock.packages} precision={0} style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol span={8} {...item('weightKg')}>
          <Input placeholder={t('dialog.share', { value: formatQuantity(share.weightKg, 'weight') || '—' })} />
        </FieldCol>
        <FieldCol span={8} {...item('volumeCbm')}>
          <Input placeholder={t('dialog.share', { value: formatQuantity(share.volumeCbm, 'volume') || '—' })} />
        </FieldCol>
        <FieldCol span={8} {...item('outAt')} {...momentTextField}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol span={16} {...item('remark')}>
          <Input maxLength={200} />
        </FieldCol>
      </Row>
    </EditorFrame>
  );
}
