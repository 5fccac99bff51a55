import type { Localized } from '../../i18n/locales';

/** Messages of HB/Ls, MB/Ls, LCL consolidation, splits and combines (issue 5; spec §5, §8). */
export const BILL_MESSAGES = {
  // spec §5: "HBL weight greater than the ordered weight asks for confirmation".
  'hbl.overWeight': {
    en_US: 'The HBL weight {{weight}} KGS is greater than the ordered weight {{ordered}} KGS: confirm it to save',
    zh_CN: '分单重量 {{weight}} KGS 大于订舱重量 {{ordered}} KGS：确认后方可保存',
    zh_HK: '分單重量 {{weight}} KGS 大於訂艙重量 {{ordered}} KGS：確認後方可保存',
  },
  // spec §5: "an HBL cannot be edited from the master".
  'hbl.editOnSubJob': {
    en_US: 'An HBL cannot be edited from the master: open its job {{jobNo}}',
    zh_CN: '不能在主单中编辑分单：请打开其工作单 {{jobNo}}',
    zh_HK: '不能在主單中編輯分單：請打開其工作單 {{jobNo}}',
  },
  'hbl.onMaster': {
    en_US: 'A master job holds no HBL of its own: add the HBL on its LCL sub-job',
    zh_CN: '主单不能直接持有分单：请在其拼箱子工作单上添加分单',
    zh_HK: '主單不能直接持有分單：請在其拼箱子工作單上添加分單',
  },
  'split.mismatch': {
    en_US: 'The parts do not add up to the whole: {{fields}}',
    zh_CN: '拆分后的合计与原数不符：{{fields}}',
    zh_HK: '拆分後的合計與原數不符：{{fields}}',
  },
  'split.master': {
    en_US: 'Job {{jobNo}} is a consolidation: split one of its LCL sub-jobs instead',
    zh_CN: '工作单 {{jobNo}} 是拼箱主单：请拆分其拼箱子工作单',
    zh_HK: '工作單 {{jobNo}} 是拼箱主單：請拆分其拼箱子工作單',
  },
  'split.jobHasHbls': {
    en_US: 'Job {{jobNo}} already has HBLs: split one of them instead',
    zh_CN: '工作单 {{jobNo}} 已有分单：请拆分其中一票分单',
    zh_HK: '工作單 {{jobNo}} 已有分單：請拆分其中一票分單',
  },
  'split.keptPartLines': {
    en_US: 'The first part stays on the job with every container and goods line not moved: name lines only on new jobs',
    zh_CN: '第一部分留在原工作单，保留未移走的集装箱和货物明细：只能为新工作单指定明细',
    zh_HK: '第一部分留在原工作單，保留未移走的貨櫃和貨物明細：只能為新工作單指定明細',
  },
  'split.containerTwice': {
    en_US: 'Container line {{line}} is named by more than one part',
    zh_CN: '集装箱第 {{line}} 行被多个部分选中',
    zh_HK: '貨櫃第 {{line}} 行被多個部分選中',
  },
  'split.goodsLineTwice': {
    en_US: 'Goods line {{line}} is named by more than one part',
    zh_CN: '货物明细第 {{line}} 行被多个部分选中',
    zh_HK: '貨物明細第 {{line}} 行被多個部分選中',
  },
  'split.listVersionMissing': {
    en_US: 'Moving lines needs the version of the list they were read from ({{field}})',
    zh_CN: '移动明细需要提供所读取列表的版本（{{field}}）',
    zh_HK: '移動明細需要提供所讀取列表的版本（{{field}}）',
  },
  'split.unknownContainers': {
    en_US: 'Job {{jobNo}} has no container line {{lines}}',
    zh_CN: '工作单 {{jobNo}} 没有第 {{lines}} 行集装箱',
    zh_HK: '工作單 {{jobNo}} 沒有第 {{lines}} 行貨櫃',
  },
  'split.unknownGoodsLines': {
    en_US: 'Job {{jobNo}} has no goods line {{lines}}',
    zh_CN: '工作单 {{jobNo}} 没有第 {{lines}} 行货物明细',
    zh_HK: '工作單 {{jobNo}} 沒有第 {{lines}} 行貨物明細',
  },
  // spec §4 master jobs and §5 "a master job cannot hold charges or cost".
  'lcl.notMaster': {
    en_US: 'Job {{jobNo}} is not a master (CONSOL) job',
    zh_CN: '工作单 {{jobNo}} 不是主单（CONSOL）',
    zh_HK: '工作單 {{jobNo}} 不是主單（CONSOL）',
  },
  'lcl.notLcl': {
    en_US: 'Job {{jobNo}} is {{mode}}: only LCL or HBL jobs can be added to a master',
    zh_CN: '工作单 {{jobNo}} 是 {{mode}}：只有拼箱（LCL）或分单（HBL）工作单可加入主单',
    zh_HK: '工作單 {{jobNo}} 是 {{mode}}：只有拼箱（LCL）或分單（HBL）工作單可加入主單',
  },
  'lcl.alreadyConsolidated': {
    en_US: 'Job {{jobNo}} is already in master job {{masterNo}}',
    zh_CN: '工作单 {{jobNo}} 已在主单 {{masterNo}} 中',
    zh_HK: '工作單 {{jobNo}} 已在主單 {{masterNo}} 中',
  },
  'lcl.notSubJob': {
    en_US: 'Job {{jobNo}} is not a sub-job of this master',
    zh_CN: '工作单 {{jobNo}} 不是此主单的子工作单',
    zh_HK: '工作單 {{jobNo}} 不是此主單的子工作單',
  },
  'lcl.masterNoCharges': {
    en_US: 'A master job cannot hold charges or cost: enter them on its HBL jobs',
    zh_CN: '主单不能有费用或成本：请录入到其分单工作单',
    zh_HK: '主單不能有費用或成本：請錄入到其分單工作單',
  },
} as const satisfies Record<string, Localized>;
