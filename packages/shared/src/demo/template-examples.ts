/**
 * The Chinese names in the import templates' example rows (files/excel-templates.ts): sample
 * data, as the demo database's, shown the same whatever the template's language.
 */
export const TEMPLATE_EXAMPLE_NAMES = {
  office: '宁波分公司',
  carrier: '马士基',
  party: '宁波某某贸易有限公司',
  port: '宁波',
  chargeCode: '码头操作费',
  jars: { cn: '罐', hk: '罐' },
  cargoClass: { cn: '货物类别', hk: '貨物類別' },
} as const;
