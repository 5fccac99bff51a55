import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_TEMPLATE_KINDS,
  HBL_VARIANT_LABELS,
  HBL_VARIANTS,
  JOB_DOCUMENTS,
} from '@apex/shared/documents';
import type { TJobType } from '@apex/shared/jobs';
import type { TReportTemplateKind } from '@apex/shared/master';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { useLabel } from '../../i18n/use-label';
import type { PrintChoice } from './use-document-preview';

type MenuItem = NonNullable<MenuProps['items']>[number];
type Hbl = { id: number; hblNo: string };

/** An HB/L's copies; the original only for those who may issue it. */
export function hblVariantItems(
  hbl: Hbl,
  mayIssueOriginals: boolean,
  label: ReturnType<typeof useLabel>,
  onPrint: (choice: PrintChoice) => void,
): MenuItem[] {
  return HBL_VARIANTS.filter((variant) => variant !== 'ORIGINAL' || mayIssueOriginals).map((variant) => ({
    key: `HBL:${hbl.id}:${variant}`,
    label: label(HBL_VARIANT_LABELS[variant]),
    onClick: () => onPrint({ kind: 'HBL', hbl, variant }),
  }));
}

/** What the menu does: print a built-in document, or fill the office's template of a kind. */
interface PrintActions {
  onPrint: (choice: PrintChoice) => void;
  onTemplate: (kind: TReportTemplateKind) => void;
}

/**
 * The documents a job of this type prints: each HB/L as a group of its copies, the others at once,
 * each followed by "with the office's template" where the office has one (`templateKinds`).
 * No submenus: a nested popup stayed open over the preview after a click.
 */
export function jobPrintItems(
  jobType: TJobType,
  {
    hbls,
    mayIssueOriginals,
    templateKinds,
  }: { hbls: Hbl[]; mayIssueOriginals: boolean; templateKinds: readonly TReportTemplateKind[] },
  { t, label }: { t: TFunction<'printing'>; label: ReturnType<typeof useLabel> },
  { onPrint, onTemplate }: PrintActions,
): MenuItem[] {
  return JOB_DOCUMENTS[jobType].flatMap((kind): MenuItem[] => {
    const name = label(DOCUMENT_KIND_LABELS[kind]);
    const templateKind = DOCUMENT_TEMPLATE_KINDS[kind];
    const withTemplate: MenuItem[] =
      templateKind && templateKinds.includes(templateKind)
        ? [
            {
              key: `template:${templateKind}`,
              label: t('menu.withTemplate', { document: name }),
              onClick: () => onTemplate(templateKind),
            },
          ]
        : [];
    if (kind !== 'HBL') return [{ key: kind, label: name, onClick: () => onPrint({ kind }) }, ...withTemplate];
    if (hbls.length === 0) return [{ key: kind, label: name, disabled: true, title: t('menu.noHbl') }, ...withTemplate];
    return [
      ...hbls.map((hbl) => ({
        type: 'group' as const,
        key: `HBL:${hbl.id}`,
        label: t('menu.hbl', { hblNo: hbl.hblNo }),
        children: hblVariantItems(hbl, mayIssueOriginals, label, onPrint),
      })),
      ...withTemplate,
    ];
  });
}
