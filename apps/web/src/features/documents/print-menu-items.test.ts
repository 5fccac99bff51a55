import type { TReportTemplateKind } from '@apex/shared/master';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { useLabel } from '../../i18n/use-label';
import { jobPrintItems } from './print-menu-items';

// The menu's words are not under test: each text is its key (and the document it names).
const t = ((key: string, values?: { document?: string }) =>
  values?.document ? `${key}(${values.document})` : key) as unknown as TFunction<'printing'>;
const label = ((key: string) => key) as ReturnType<typeof useLabel>;

function importJobMenu(templateKinds: TReportTemplateKind[]) {
  const onTemplate = vi.fn();
  const items = jobPrintItems(
    'OI',
    { hbls: [{ id: 7, hblNo: 'HB7' }], mayIssueOriginals: false, templateKinds },
    { t, label },
    { onPrint: vi.fn(), onTemplate },
  );
  return { items: items as { key: string; label?: string; onClick?: () => void }[], onTemplate };
}

describe('the job card’s Print menu', () => {
  it('offers a document with the office’s template after the document, where the office has one', () => {
    const { items, onTemplate } = importJobMenu(['HOUSE_BL', 'DELIVERY_ORDER', 'INVOICE']);
    expect(items.map((item) => item.key)).toEqual([
      'HBL:7',
      'template:HOUSE_BL',
      'ARRIVAL_NOTICE',
      'DELIVERY_ORDER',
      'template:DELIVERY_ORDER',
    ]);
    const delivery = items.find((item) => item.key === 'template:DELIVERY_ORDER')!;
    expect(delivery.label).toBe('menu.withTemplate(masterData:reportTemplateKinds.DELIVERY_ORDER)');
    delivery.onClick!();
    expect(onTemplate).toHaveBeenCalledWith('DELIVERY_ORDER');
  });

  it('offers only the built-in documents when the office has no template of theirs', () => {
    const { items } = importJobMenu(['BOOKING_CONFIRMATION', 'MASTER_BL']);
    expect(items.map((item) => item.key)).toEqual(['HBL:7', 'ARRIVAL_NOTICE', 'DELIVERY_ORDER']);
  });
});
