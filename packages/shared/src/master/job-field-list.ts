import type { Localized } from '../i18n/locales';
import type { TJobType } from '../jobs/job-types';

/** The job modes of system code type JOB_MODE (locked, so this list and the dictionary agree). */
export const JOB_MODES = ['FCL', 'LCL', 'BULK', 'CONSOL', 'HBL'] as const;
export type TJobMode = (typeof JOB_MODES)[number];

/** spec §3 Job record's groups, in the order the job card shows them. */
export const JOB_FIELD_GROUPS = [
  'identity',
  'parties',
  'route',
  'people',
  'references',
  'terms',
  'cargo',
  'customs',
] as const;
export type TJobFieldGroup = (typeof JOB_FIELD_GROUPS)[number];

interface JobFieldDef {
  group: TJobFieldGroup;
  /** spec §3 Job field config: field names in Chinese and English. */
  label: Localized;
  /** Only jobs of this type have the field; absent: both. */
  jobType?: TJobType;
  /** spec §5 Job rules: required whatever the configuration says; the switches cannot turn it off. */
  alwaysRequired?: true;
  /** Required on new and on edit in a new database: for these modes, or for every mode. */
  requiredByDefault?: 'all' | readonly TJobMode[];
}

const l = (en_US: string, zh_CN: string, zh_HK: string = zh_CN): Localized => ({ en_US, zh_CN, zh_HK });

/**
 * The job fields whose requirement is configurable (spec §3 Job field config, §2.8 job field
 * management), keyed by the backend field name: the name of the property in the job's create and
 * update requests. Job no (generated), job type and job mode (chosen before the form opens) and the
 * status and audit fields (set by the system) are not configurable.
 */
export const JOB_FIELDS = {
  jobStatus: { group: 'identity', label: l('Job status', '工作单状态', '工作單狀態') },
  contractType: { group: 'identity', label: l('Contract type', '合约类型', '合約類型') },
  customer: { group: 'parties', label: l('Customer', '委托客户', '委託客戶'), requiredByDefault: 'all' },
  shipper: { group: 'parties', label: l('Shipper', '发货人', '發貨人') },
  consignee: { group: 'parties', label: l('Consignee', '收货人', '收貨人') },
  notify: { group: 'parties', label: l('Notify party', '通知人') },
  salesAgent: { group: 'parties', label: l('Sales agent', '销售代理', '銷售代理'), alwaysRequired: true },
  polAgent: { group: 'parties', label: l('POL agent', '起运港代理', '起運港代理') },
  overseasAgent: { group: 'parties', label: l('Overseas agent', '海外代理'), alwaysRequired: true },
  carrier: { group: 'parties', label: l('Carrier', '船公司'), requiredByDefault: ['FCL', 'CONSOL', 'BULK'] },
  vessel: { group: 'route', label: l('Vessel', '船名') },
  voyage: { group: 'route', label: l('Voyage', '航次') },
  lane: { group: 'route', label: l('Lane', '航线', '航線') },
  pol: { group: 'route', label: l('Port of loading (POL)', '起运港', '起運港'), requiredByDefault: 'all' },
  pod: { group: 'route', label: l('Port of discharge (POD)', '目的港'), requiredByDefault: 'all' },
  finalDestination: { group: 'route', label: l('Final destination', '最终目的地', '最終目的地') },
  etd: { group: 'route', label: l('ETD', '预计开船日', '預計開船日'), requiredByDefault: 'all' },
  eta: { group: 'route', label: l('ETA', '预计到港日', '預計到港日') },
  atd: { group: 'route', label: l('ATD', '实际开船日', '實際開船日') },
  ata: { group: 'route', label: l('ATA', '实际到港日', '實際到港日') },
  operator: { group: 'people', label: l('Operator', '操作员', '操作員'), requiredByDefault: 'all' },
  department: { group: 'people', label: l('Department', '部门', '部門') },
  sales: { group: 'people', label: l('Sales', '销售员', '銷售員'), requiredByDefault: 'all' },
  localSales: { group: 'people', label: l('Local sales', '本地销售', '本地銷售') },
  salesCompany: { group: 'people', label: l('Sales company', '销售公司', '銷售公司') },
  operatingCompany: { group: 'people', label: l('Operating company', '操作公司') },
  accountSet: { group: 'people', label: l('Account set', '账套', '帳套') },
  mblNo: { group: 'references', label: l('MB/L no', '主提单号', '主提單號') },
  hblNo: { group: 'references', label: l('HB/L no', '分提单号', '分提單號'), requiredByDefault: ['HBL'] },
  clientRefNo: { group: 'references', label: l('Client ref no', '客户参考号', '客戶參考號') },
  projectNo: { group: 'references', label: l('Project no', '项目号', '項目號') },
  quotationNo: { group: 'references', label: l('Quotation no', '报价单号', '報價單號') },
  poNo: { group: 'references', label: l('P/O no', '订单号', '訂單號') },
  shipOwnerContractNo: { group: 'references', label: l('Ship-owner contract no', '船东合约号', '船東合約號') },
  mblTerms: { group: 'terms', label: l('MB/L terms', '主单运费条款', '主單運費條款') },
  hblTerms: { group: 'terms', label: l('HB/L terms', '分单运费条款', '分單運費條款') },
  paymentMethod: { group: 'terms', label: l('Payment method', '付款方式') },
  releaseMode: { group: 'terms', label: l('Release mode', '放货方式', '放貨方式') },
  marks: { group: 'cargo', label: l('Marks', '唛头', '嘜頭') },
  goodsDescription: { group: 'cargo', label: l('Goods description', '货物描述', '貨物描述') },
  packages: { group: 'cargo', label: l('Packages', '件数', '件數'), requiredByDefault: ['LCL', 'BULK', 'HBL'] },
  packageType: { group: 'cargo', label: l('Package type', '包装类型', '包裝類型') },
  weightKg: { group: 'cargo', label: l('Weight (KG)', '毛重（公斤）') },
  volumeCbm: {
    group: 'cargo',
    label: l('Volume (CBM)', '体积（立方米）', '體積（立方米）'),
    requiredByDefault: ['LCL'],
  },
  containerNo: { group: 'cargo', label: l('Container no', '箱号', '箱號') },
  containerTypeQty: {
    group: 'cargo',
    label: l('Container type and quantity', '箱型箱量'),
    requiredByDefault: ['FCL'],
  },
  cargoType: { group: 'cargo', label: l('Cargo type', '货物类型', '貨物類型') },
  serviceType: { group: 'cargo', label: l('Service type', '服务类型', '服務類型') },
  lastFreeDate: { group: 'customs', label: l('Last free date', '最后免费日', '最後免費日'), jobType: 'OI' },
  arrivalNoticeDate: {
    group: 'customs',
    label: l('Arrival notice received', '到货通知接收日', '到貨通知接收日'),
    jobType: 'OI',
  },
  documentTurnoverDate: { group: 'customs', label: l('Document turnover', '单证交接日', '單證交接日'), jobType: 'OI' },
  customsEntryDate: { group: 'customs', label: l('Customs entry date', '报关日期', '報關日期'), jobType: 'OI' },
  entryNo: { group: 'customs', label: l('Entry no', '报关单号', '報關單號'), jobType: 'OI' },
  examDate: { group: 'customs', label: l('Exam date', '查验日期', '查驗日期'), jobType: 'OI' },
  cargoDeliveredDate: { group: 'customs', label: l('Cargo delivered', '货物交付日', '貨物交付日'), jobType: 'OI' },
  customsCancelDate: { group: 'customs', label: l('Customs cancel', '报关撤销日', '報關撤銷日'), jobType: 'OI' },
} as const satisfies Record<string, JobFieldDef>;

export type TJobFieldName = keyof typeof JOB_FIELDS;
export const JOB_FIELD_NAMES = Object.keys(JOB_FIELDS) as TJobFieldName[];

const def = (name: TJobFieldName): JobFieldDef => JOB_FIELDS[name];

/** The configurable fields a job of this type has (import customs dates only on OI). */
export const jobFieldsOf = (jobType: TJobType): TJobFieldName[] =>
  JOB_FIELD_NAMES.filter((name) => (def(name).jobType ?? jobType) === jobType);

export const isAlwaysRequired = (name: TJobFieldName) => def(name).alwaysRequired === true;

/** Whether a new database requires the field for this mode (always-required fields included). */
export function isRequiredByDefault(name: TJobFieldName, jobMode: TJobMode): boolean {
  const by = def(name).requiredByDefault;
  return isAlwaysRequired(name) || by === 'all' || (by?.includes(jobMode) ?? false);
}
