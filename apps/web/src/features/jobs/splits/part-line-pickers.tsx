import { cargoOfLines, type TContainer, type TGoods, type TJobSplitPart } from '@apex/shared/jobs';
import { Form, Select, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The job's containers and goods lines as the dialog read them, in line order. */
interface SplitLines {
  containers: TContainer[];
  goods: TGoods[];
}

type LineList = 'containerLines' | 'goodsLines';

/** Under the part's label: the lines line up with its quantities. */
const INDENT = { marginLeft: 64 };

/** The rows a part names by their 1-based line numbers. */
const linesOf = <T,>(rows: T[], lines: number[] | undefined) => (lines ?? []).flatMap((n) => rows[n - 1] ?? []);

function lineOptions(lines: SplitLines, t: TFunction<'bills'>) {
  return {
    containerLines: lines.containers.map((c, at) => ({
      value: at + 1,
      label: `${c.containerNo || t('doSplit.line', { n: at + 1 })} ${c.containerType}`,
    })),
    goodsLines: lines.goods.map((g, at) => ({
      value: at + 1,
      label: [`${at + 1}.`, g.name || g.itemNo, g.hsCode && `HS ${g.hsCode}`].filter(Boolean).join(' '),
    })),
  };
}

/**
 * Under a new job's quantities: the containers and goods lines that go with it to its job. A line
 * another part takes is disabled; what the part takes offers its quantities (the containers', else
 * the goods lines'), which the user may still change.
 */
export function PartLinePickers({ name, lines }: { name: number; lines: SplitLines }) {
  const { t } = useTranslation('bills');
  const { t: tc } = useTranslation('cargo');
  const form = Form.useFormInstance<{ parts: TJobSplitPart[] }>();
  const parts = Form.useWatch('parts', form) ?? [];
  const takenByOthers = (list: LineList) =>
    new Set(parts.flatMap((part, at) => (at === name ? [] : (part?.[list] ?? []))));
  const offerCargo = (list: LineList, value: number[]) => {
    const part = { ...form.getFieldValue(['parts', name]), [list]: value };
    const cargo = cargoOfLines(linesOf(lines.containers, part.containerLines), linesOf(lines.goods, part.goodsLines));
    if (cargo) for (const [field, figure] of Object.entries(cargo)) form.setFieldValue(['parts', name, field], figure);
  };
  const options = lineOptions(lines, t);
  const labels = { containerLines: tc('containersTitle'), goodsLines: t('doSplit.goodsLines') };
  return (
    <Space align="baseline" style={INDENT}>
      {(['containerLines', 'goodsLines'] as const)
        .filter((list) => options[list].length)
        .map((list) => {
          const taken = takenByOthers(list);
          return (
            <Form.Item key={list} name={[name, list]}>
              <Select
                mode="multiple"
                allowClear
                prefix={labels[list]}
                aria-label={labels[list]}
                optionFilterProp="label"
                maxTagCount="responsive"
                options={options[list].map((o) => ({ ...o, disabled: taken.has(o.value) }))}
                onChange={(value: number[]) => offerCargo(list, value)}
                style={{ width: 300 }}
              />
            </Form.Item>
          );
        })}
    </Space>
  );
}

/** Under the kept part: what it keeps besides its quantities. */
export function KeptLinesNote() {
  const { t } = useTranslation('bills');
  return (
    <Typography.Paragraph type="secondary" style={{ ...INDENT, marginBottom: 24 }}>
      {t('doSplit.keptLines')}
    </Typography.Paragraph>
  );
}
