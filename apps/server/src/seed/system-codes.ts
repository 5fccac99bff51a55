import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { systemCodes, systemCodeTypes } from '../db/schema';

type Item = readonly [code: string, en: string, cn: string, hk?: string];

interface TypeSeed {
  names: readonly [en: string, cn: string, hk: string];
  /** Screens and rules branch on exactly these items (spec §3, §9): see systemCodeTypes. */
  locked?: true;
  items: readonly Item[];
}

/**
 * The data dictionary a new database starts with (spec §3 System code record, §9 constants).
 * Administrators extend it on the data-dictionary and base-code screens; a release only adds
 * missing types and items, and marks its own items as system-owned.
 */
const CODE_TYPES: Record<string, TypeSeed> = {
  JOB_TYPE: {
    names: ['Job Type', '工作单类型', '工作單類型'],
    locked: true,
    items: [
      ['OE', 'Ocean Export', '海运出口', '海運出口'],
      ['OI', 'Ocean Import', '海运进口', '海運進口'],
    ],
  },
  JOB_MODE: {
    names: ['Job Mode', '工作单模式', '工作單模式'],
    locked: true,
    items: [
      ['FCL', 'Full Container Load', '整箱'],
      ['LCL', 'Less than Container Load', '拼箱'],
      ['BULK', 'Bulk / Break-bulk', '散货', '散貨'],
      ['CONSOL', 'Consolidation (master)', '集运主单', '集運主單'],
      ['HBL', 'House B/L', '分单', '分單'],
    ],
  },
  PACKAGE_TYPE: {
    names: ['Package Type', '包装类型', '包裝類型'],
    items: [
      ['CTNS', 'Cartons', '纸箱', '紙箱'],
      ['PLTS', 'Pallets', '托盘', '托盤'],
      ['PKGS', 'Packages', '件'],
      ['CASES', 'Cases', '箱'],
      ['BAGS', 'Bags', '袋'],
      ['DRUMS', 'Drums', '桶'],
      ['ROLLS', 'Rolls', '卷', '捲'],
      ['CRATES', 'Crates', '板条箱', '板條箱'],
      ['BALES', 'Bales', '包'],
      ['PCS', 'Pieces', '个', '個'],
    ],
  },
  CONTAINER_TYPE: {
    names: ['Container Type', '箱型', '箱型'],
    items: [
      ['20GP', "20' General Purpose", '20尺普柜', '20呎普櫃'],
      ['40GP', "40' General Purpose", '40尺普柜', '40呎普櫃'],
      ['40HQ', "40' High Cube", '40尺高柜', '40呎高櫃'],
      ['45HQ', "45' High Cube", '45尺高柜', '45呎高櫃'],
      ['20RF', "20' Reefer", '20尺冷柜', '20呎凍櫃'],
      ['40RH', "40' Reefer High Cube", '40尺高冷柜', '40呎高凍櫃'],
      ['20OT', "20' Open Top", '20尺开顶柜', '20呎開頂櫃'],
      ['40OT', "40' Open Top", '40尺开顶柜', '40呎開頂櫃'],
      ['20FR', "20' Flat Rack", '20尺框架柜', '20呎框架櫃'],
      ['40FR', "40' Flat Rack", '40尺框架柜', '40呎框架櫃'],
      ['20TK', "20' Tank", '20尺罐式柜', '20呎罐式櫃'],
    ],
  },
  // issue 19: the trucks a trucking order asks for.
  VEHICLE_TYPE: {
    names: ['Vehicle Type', '车型', '車型'],
    items: [
      ['TRACTOR20', "Tractor with 20' chassis", '20尺拖头', '20呎拖頭'],
      ['TRACTOR40', "Tractor with 40' chassis", '40尺拖头', '40呎拖頭'],
      ['BOX5T', '5 t box truck', '5吨厢式货车', '5噸廂式貨車'],
      ['BOX10T', '10 t box truck', '10吨厢式货车', '10噸廂式貨車'],
      ['VAN', 'Van', '面包车', '客貨車'],
    ],
  },
  RELEASE_MODE: {
    names: ['Release Mode', '放货方式', '放貨方式'],
    items: [
      ['OBL', 'Original B/L', '正本提单', '正本提單'],
      ['TLX', 'Telex Release', '电放', '電放'],
      ['SWB', 'Sea Waybill', '海运单', '海運單'],
      ['EXP', 'Express Release', '快速放货', '快速放貨'],
    ],
  },
  FREIGHT_TERM: {
    names: ['Freight Term', '运费条款', '運費條款'],
    locked: true,
    items: [
      ['PP', 'Prepaid', '预付', '預付'],
      ['CC', 'Collect', '到付'],
    ],
  },
  PAYMENT_METHOD: {
    names: ['Payment Method', '付款方式', '付款方式'],
    items: [
      ['CASH', 'Cash', '现金', '現金'],
      ['TT', 'Telegraphic Transfer', '电汇', '電匯'],
      ['CHEQUE', 'Cheque', '支票'],
      ['MONTHLY', 'Monthly Statement', '月结', '月結'],
    ],
  },
  SERVICE_TYPE: {
    names: ['Service Type', '服务类型', '服務類型'],
    items: [
      ['CY-CY', 'CY to CY', '场到场', '場到場'],
      ['CFS-CFS', 'CFS to CFS', '站到站'],
      ['CY-DOOR', 'CY to Door', '场到门', '場到門'],
      ['DOOR-CY', 'Door to CY', '门到场', '門到場'],
      ['DOOR-DOOR', 'Door to Door', '门到门', '門到門'],
      ['CFS-CY', 'CFS to CY', '站到场', '站到場'],
    ],
  },
  CARGO_TYPE: {
    names: ['Cargo Type', '货物类型', '貨物類型'],
    locked: true,
    items: [
      ['GENERAL', 'General Cargo', '普通货物', '普通貨物'],
      ['FROZEN', 'Frozen Cargo', '冷冻货物', '冷凍貨物'],
    ],
  },
  DATE_FILTER: {
    names: ['Date Filter', '日期筛选', '日期篩選'],
    locked: true,
    items: [
      ['ETD', 'ETD', '预计开船', '預計開船'],
      ['ETA', 'ETA', '预计到港', '預計到港'],
      ['OPERATION_TIME', 'Operation Time', '操作时间', '操作時間'],
      ['PACKING_DATE', 'Packing Date', '装箱日期', '裝箱日期'],
      ['REVIEW_DATE', 'AR/AP Review Date', '应收应付审核日期', '應收應付審核日期'],
      ['GATE_IN_DATE', 'Gate-in Date', '进港日期', '進港日期'],
    ],
  },
  LANE: {
    names: ['Lane', '航线', '航線'],
    items: [
      ['TPEB', 'Transpacific Eastbound', '美线', '美線'],
      ['AEWB', 'Asia – North Europe', '欧线', '歐線'],
      ['MED', 'Asia – Mediterranean', '地中海线', '地中海線'],
      ['IA', 'Intra-Asia', '亚洲区内', '亞洲區內'],
      ['ANZ', 'Australia / New Zealand', '澳新线', '澳紐線'],
      ['ME', 'Middle East / India', '中东印巴线', '中東印巴線'],
      ['LATAM', 'Latin America', '南美线', '南美線'],
      ['AF', 'Africa', '非洲线', '非洲線'],
    ],
  },
  ORDER_SOURCE: {
    names: ['Order Source', '订单来源', '訂單來源'],
    locked: true,
    items: [
      ['OP', 'OP input', '操作录入', '操作錄入'],
      ['WEB', 'Web', '网站', '網站'],
      ['EFT_EDI', 'EFT EDI', 'EFT EDI'],
      ['AEP_EDI', 'AEP EDI', 'AEP EDI'],
    ],
  },
  EDI_SOURCE: {
    names: ['EDI Source', 'EDI 来源', 'EDI 來源'],
    locked: true,
    items: [
      ['EFT', 'EFT', 'EFT'],
      ['CEVA204', 'Ceva 204', 'Ceva 204'],
      ['EMERSON204', 'Emerson 204', 'Emerson 204'],
      ['AEP_INTERNAL', 'AEP INTERNAL', 'AEP INTERNAL'],
      ['LENOVO_DESADV', 'Lenovo DESADV', 'Lenovo DESADV'],
      ['LENOVO_PC_DESADV', 'Lenovo PC Desadv', 'Lenovo PC Desadv'],
      ['TMC204', 'TMC 204', 'TMC 204'],
      ['WELLWIN', 'Wellwin', 'Wellwin'],
      ['COMMSCOPE', 'CommScope', 'CommScope'],
      ['YUFANG', 'Yufang', 'Yufang'],
      ['MEITUN', 'Meitun', 'Meitun'],
    ],
  },
};

export async function seedSystemCodes(db: DbOrTx) {
  const types = Object.entries(CODE_TYPES);
  await db
    .insert(systemCodeTypes)
    .values(
      types.map(([codeType, { names, locked }]) => ({
        codeType,
        nameEn: names[0],
        nameCn: names[1],
        nameHk: names[2],
        locked: locked ?? false,
      })),
    )
    // A release decides which of its types are locked; names stay as administrators edited them.
    .onConflictDoUpdate({
      target: systemCodeTypes.codeType,
      set: { locked: sql`excluded.locked` },
      setWhere: sql`${systemCodeTypes.locked} is distinct from excluded.locked`,
    });
  const rows = types.flatMap(([codeType, { items }]) =>
    items.map(([code, en, cn, hk], i) => ({
      codeType,
      code,
      nameEn: en,
      nameCn: cn,
      nameHk: hk ?? cn,
      sort: (i + 1) * 10,
      systemOwned: true,
    })),
  );
  // Items of databases from before system_owned existed are the product's too.
  await db
    .insert(systemCodes)
    .values(rows)
    .onConflictDoUpdate({
      target: [systemCodes.codeType, systemCodes.code],
      set: { systemOwned: true },
      setWhere: sql`not ${systemCodes.systemOwned}`,
    });
}
