import type { CargoTotals } from '@apex/shared/jobs';
import { App, Button, Flex, Form, type FormListFieldData, Modal, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CargoInputs, SplitBalance, type TypedCargo } from './cargo-parts';
import { useDialogAction } from './use-dialog-action';

interface SplitPartsModalProps<P extends TypedCargo, Q> {
  title: string;
  /** The cargo to split: shown, and what the parts must add up to. */
  whole: CargoTotals;
  /** The parts offered first (the first keeps the whole's own row or job), and an empty one to add. */
  initialParts: P[];
  blankPart: () => P;
  /** The parts as the request takes them; a part that does not parse is told with `invalidText`. */
  schema: z.ZodType<Q[]>;
  invalidText: string;
  doneText: string;
  /** Sends the parsed parts; the dialog closes when it succeeds and shows its failure otherwise. */
  send: (parts: Q[]) => Promise<unknown>;
  onClose: (done: boolean) => void;
  /** The part's own inputs around its quantities (its number, its consignee…). */
  before?: (field: FormListFieldData, index: number) => ReactNode;
  after?: (field: FormListFieldData, index: number) => ReactNode;
  /** What the part takes besides quantities (a job's containers…), on a line under them. */
  below?: (field: FormListFieldData, index: number) => ReactNode;
}

/**
 * The dialog of every split (issue 5 splits): one row of quantities per part, with the part's own
 * inputs around them, parts added and removed (two at least), and what is left to place as the user
 * types. The server checks the same sums.
 */
export function SplitPartsModal<P extends TypedCargo, Q>(props: SplitPartsModalProps<P, Q>) {
  const { title, whole, initialParts, blankPart, schema, invalidText, doneText, send, onClose, before, after, below } =
    props;
  const { t } = useTranslation('bills');
  const { t: ta } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ parts: P[] }>();
  const parts = Form.useWatch('parts', form) ?? [];
  const { saving, run } = useDialogAction(doneText, onClose);
  const submit = async () => {
    const parsed = schema.safeParse(form.getFieldValue('parts'));
    if (!parsed.success) {
      void message.error(invalidText);
      return;
    }
    await run(() => send(parsed.data));
  };
  return (
    <Modal
      open
      width={820}
      title={title}
      okText={t('split.split')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <Form form={form} size="small" initialValues={{ parts: initialParts }}>
        <Form.List name="parts">
          {(fields, { add, remove }) => (
            <Flex vertical align="flex-start">
              {fields.map((field, index) => {
                const extra = below?.(field, index);
                return (
                  <div key={field.key}>
                    <Space align="baseline">
                      {before?.(field, index)}
                      <CargoInputs name={field.name} />
                      {after?.(field, index)}
                      {fields.length > 2 && (
                        <Button size="small" type="link" danger onClick={() => remove(field.name)}>
                          {ta('list.delete')}
                        </Button>
                      )}
                    </Space>
                    {/* Tucked under the part's inputs (their margin would part it from them): it belongs to them. */}
                    {extra && <div style={{ marginTop: -12 }}>{extra}</div>}
                  </div>
                );
              })}
              <Button size="small" onClick={() => add(blankPart())}>
                {t('split.addPart')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
      <SplitBalance whole={whole} parts={parts} />
    </Modal>
  );
}
