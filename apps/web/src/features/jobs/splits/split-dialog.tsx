import { cargoRemainder, splitMismatches, type THblListRow, type TSplitPart, ZSplitPart } from '@apex/shared/jobs';
import type { TJobType } from '@apex/shared/master';
import { Alert, App, Button, Flex, Form, Input, InputNumber, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { billRoutesOf } from '../bills/bills-api';
import { useDialogAction } from './use-dialog-action';

const blankPart = (): TSplitPart => ({ hblNo: '', packages: null, weightKg: null, volumeCbm: null });
/** A typed weight or volume, or null while it is not (yet) a valid quantity. */
const decimalOrNull = (value: unknown): string | null =>
  typeof value === 'string' && ZSplitPart.shape.weightKg.safeParse(value).success ? value : null;

/**
 * Splits one HB/L into parts (issue 5 splits): the remainder to place is shown as the user types,
 * computed exactly (shared decimal arithmetic); the server checks the same sums.
 */
export function SplitDialog({
  jobType,
  hbl,
  onClose,
}: {
  jobType: TJobType;
  hbl: THblListRow;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('bills');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ parts: TSplitPart[] }>();
  const parts = Form.useWatch('parts', form) ?? [];
  const { saving, run } = useDialogAction(t('split.done'), onClose);
  const cargo = parts.map((p) => ({
    packages: p?.packages ?? null,
    weightKg: decimalOrNull(p?.weightKg),
    volumeCbm: decimalOrNull(p?.volumeCbm),
  }));
  const left = cargoRemainder(hbl, cargo);
  const exact = splitMismatches(hbl, cargo).length === 0;
  const submit = async () => {
    const parsed = ZSplitPart.array().min(2).safeParse(form.getFieldValue('parts'));
    if (!parsed.success) {
      void message.error(t('split.partsInvalid'));
      return;
    }
    await run(() =>
      call(billRoutesOf(jobType).splitHbl, {
        params: { id: hbl.jobId, hblId: hbl.id },
        body: { version: hbl.version, parts: parsed.data },
      }),
    );
  };
  return (
    <Modal
      open
      width={720}
      title={t('split.title', { hblNo: hbl.hblNo })}
      okText={t('split.split')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <Typography.Paragraph type="secondary">
        {t('split.whole', {
          packages: hbl.packages ?? 0,
          weightKg: hbl.weightKg ?? '0',
          volumeCbm: hbl.volumeCbm ?? '0',
        })}
      </Typography.Paragraph>
      <Form
        name="hblSplit"
        form={form}
        size="small"
        initialValues={{ parts: [{ ...blankPart(), hblNo: hbl.hblNo }, blankPart()] }}
      >
        <Form.List name="parts">
          {(fields, { add, remove }) => (
            <Flex vertical align="flex-start">
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item
                    name={[field.name, 'hblNo']}
                    rules={[{ required: true, message: t('split.hblNoRequired') }]}
                  >
                    <Input placeholder={t('hbl.fields.hblNo')} style={{ width: 150 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'packages']}>
                    <InputNumber min={0} precision={0} placeholder={t('hbl.fields.packages')} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'weightKg']}>
                    <Input inputMode="decimal" suffix="KGS" style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'volumeCbm']}>
                    <Input inputMode="decimal" suffix="CBM" style={{ width: 130 }} />
                  </Form.Item>
                  {fields.length > 2 && (
                    <Button size="small" type="link" danger onClick={() => remove(field.name)}>
                      {t('delete')}
                    </Button>
                  )}
                </Space>
              ))}
              <Button size="small" onClick={() => add(blankPart())}>
                {t('split.addPart')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
      <Alert style={{ marginTop: 12 }} type={exact ? 'success' : 'warning'} showIcon title={t('split.left', left)} />
    </Modal>
  );
}
