import { cbfToCbm, cbmToCbf, kgToLb, lbToKg, type TJobGeneralFieldName, type TJobType } from '@apex/shared/jobs';
import { JOB_FIELD_GROUPS, JOB_FIELDS, jobFieldsOf, type TJobFieldName } from '@apex/shared/master';
import type { TJobCustomsFacts } from '@apex/shared/movement';
import { Card, Col, Form, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../../i18n/use-label';
import { useBesideLabels } from '../../../../kit/form/beside-labels';
import { CustomsFacts } from '../../customs/customs-facts';
import { useFieldGroupLabel } from '../../field-group-label';
import { DAY_ITEM_PROPS, generalInput, isWide, type JobNames } from './general-field';
import styles from './general-form.module.css';
import { DAY_FIELDS, type GeneralValues } from './general-values';
import { UnitHelper } from './unit-helper';
import type { GeneralEditor } from './use-general-editor';

interface GeneralFormProps {
  jobType: TJobType;
  /** The names of the job's parties, carrier and people: the saved job's, or a new job's defaults. */
  job: JobNames | undefined;
  editor: GeneralEditor;
  initialValues: GeneralValues;
  onEdited: () => void;
  /** Above the groups: save, change mode, status and audit. */
  toolbar: ReactNode;
  /** A saved import job's customs dates, shown read-only in the customs group (the customs tab keeps them). */
  customs?: TJobCustomsFacts;
  /** Dates another part keeps for now, shown read-only with the words saying which (the delivered date). */
  kept?: Partial<Record<(typeof DAY_FIELDS)[number], string>>;
}

/** A configurable field of the general part (the typed LB and CBF are the unit helpers'). */
type FieldName = TJobGeneralFieldName & TJobFieldName;

// 3 columns at 1366 px (a party picker shows code and name beside an English label), 4 on wide
// screens, fewer on narrow ones; long texts take two of them.
const COLUMN = { xs: 24, md: 12, xl: 8, xxl: 6 };
const WIDE = { xs: 24, xl: 12 };

/** spec §9: the other units beside KG and CBM; a figure typed in either is the one kept (issue 16). */
const HELPER_UNITS = {
  weightKg: { unit: 'LB', typed: 'weightLb', label: 'general.weightLb', toHelper: kgToLb, toStored: lbToKg },
  volumeCbm: { unit: 'CBF', typed: 'volumeCbf', label: 'general.volumeCbf', toHelper: cbmToCbf, toStored: cbfToCbm },
} as const;

/** spec §3 Job: the general part's field groups, each a small card, in the configured order. */
export function GeneralForm(props: GeneralFormProps) {
  const { jobType, job, editor, initialValues, onEdited, toolbar, customs, kept = {} } = props;
  const { t } = useTranslation('jobCard');
  const labelText = useLabel();
  const groupTitle = useFieldGroupLabel(['identity', 'route', 'people', 'customs'], (group) =>
    t(`general.groups.${group}`),
  );
  const fields = jobFieldsOf(jobType) as FieldName[];
  const labelOf = (name: FieldName) => labelText(JOB_FIELDS[name].label);
  const besideLabels = useBesideLabels([
    ...fields.map(labelOf),
    ...Object.values(HELPER_UNITS).map((unit) => t(unit.label)),
  ]);
  const helper = (name: FieldName) => {
    if (name !== 'weightKg' && name !== 'volumeCbm') return null;
    const unit = HELPER_UNITS[name];
    return <UnitHelper field={name} {...unit} label={t(unit.label)} onEdited={onEdited} />;
  };
  return (
    <Form
      form={editor.form}
      size="small"
      {...besideLabels}
      className={`${besideLabels.className} ${styles.form}`}
      initialValues={initialValues}
      onValuesChange={onEdited}
      style={{ maxWidth: 1680 }}
    >
      {toolbar}
      {JOB_FIELD_GROUPS.map((group) => {
        const inGroup = fields.filter((name) => JOB_FIELDS[name].group === group);
        if (inGroup.length === 0) return null;
        return (
          <Card key={group} size="small" title={groupTitle(group)} style={{ marginBottom: 8 }}>
            <Row gutter={16}>
              {inGroup.map((name) => {
                const extra = helper(name);
                const keptBy = kept[name as keyof typeof kept];
                return [
                  <Col key={name} {...(isWide(name) ? WIDE : COLUMN)}>
                    <Form.Item
                      label={labelOf(name)}
                      {...editor.field(name)}
                      {...((DAY_FIELDS as readonly string[]).includes(name) ? DAY_ITEM_PROPS : {})}
                      extra={keptBy}
                    >
                      {generalInput(name, jobType, job, labelOf(name), keptBy !== undefined)}
                    </Form.Item>
                  </Col>,
                  extra && (
                    <Col key={`${name}-helper`} {...COLUMN}>
                      {extra}
                    </Col>
                  ),
                ];
              })}
            </Row>
            {group === 'customs' && customs && <CustomsFacts facts={customs} />}
          </Card>
        );
      })}
    </Form>
  );
}
