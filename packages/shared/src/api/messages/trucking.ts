import type { Localized } from '../../i18n/locales';

/** Messages of trucking orders and their appointments (issue 19, spec §3 Trucking, §4). */
export const TRUCKING_MESSAGES = {
  'trucking.containersOnCfs': {
    en_US: 'A CFS order carries loose cargo, not containers',
    zh_CN: '散货拖车单只装散货，不能添加集装箱',
    zh_HK: '散貨拖車單只裝散貨，不能添加貨櫃',
  },
  'trucking.looseCargoOnFcl': {
    en_US: 'An FCL order carries containers: packages, weight, volume and warehouse belong to a CFS order',
    zh_CN: '整箱拖车单只装集装箱：件数、重量、体积和仓库属于散货拖车单',
    zh_HK: '整櫃拖車單只裝貨櫃：件數、重量、體積和倉庫屬於散貨拖車單',
  },
  'trucking.containerNotFound': {
    en_US: 'Container {{no}} is not a container of job {{jobNo}}',
    zh_CN: '集装箱 {{no}} 不是工作单 {{jobNo}} 的集装箱',
    zh_HK: '貨櫃 {{no}} 不是工作單 {{jobNo}} 的貨櫃',
  },
  'trucking.containerOfOtherJob': {
    en_US: 'Container {{no}} belongs to job {{jobNo}}: only a united trucking order carries other jobs’ containers',
    zh_CN: '集装箱 {{no}} 属于工作单 {{jobNo}}：只有合并拖车单可以装其他工作单的集装箱',
    zh_HK: '貨櫃 {{no}} 屬於工作單 {{jobNo}}：只有合併拖車單可以裝其他工作單的貨櫃',
  },
  'trucking.containerOnOrder': {
    en_US: 'Container {{no}} is already on trucking order {{truckingNo}} going the same way',
    zh_CN: '集装箱 {{no}} 已在同方向的拖车单 {{truckingNo}} 上',
    zh_HK: '貨櫃 {{no}} 已在同方向的拖車單 {{truckingNo}} 上',
  },
  'trucking.orderChanged': {
    en_US: 'Trucking order {{truckingNo}} was changed by {{by}} after you read it: reload the list and try again',
    zh_CN: '拖车单 {{truckingNo}} 在您读取后已被 {{by}} 修改，请刷新列表后重试',
    zh_HK: '拖車單 {{truckingNo}} 在您讀取後已被 {{by}} 修改，請刷新列表後重試',
  },
  'trucking.notDeletable': {
    en_US: 'Trucking order {{truckingNo}} has been entrusted: cancel it instead',
    zh_CN: '拖车单 {{truckingNo}} 已委托，请取消而不是删除',
    zh_HK: '拖車單 {{truckingNo}} 已委託，請取消而不是刪除',
  },
  'trucking.noNumberRule': {
    en_US: 'The office has no trucking no rule for this job type: add one under the job no rules',
    zh_CN: '本公司没有此业务类型的拖车单号规则，请在单号规则中添加',
    zh_HK: '本公司沒有此業務類型的拖車單號規則，請在單號規則中添加',
  },
  'trucking.notOrderOfJob': {
    en_US: 'Trucking order {{truckingNo}} carries nothing of this job',
    zh_CN: '拖车单 {{truckingNo}} 与本工作单无关',
    zh_HK: '拖車單 {{truckingNo}} 與本工作單無關',
  },
  'trucking.splitTwice': {
    en_US: 'Container {{no}} is put on two orders',
    zh_CN: '集装箱 {{no}} 被分到两张拖车单',
    zh_HK: '貨櫃 {{no}} 被分到兩張拖車單',
  },
  'trucking.deliveredByOrder': {
    en_US:
      'The cargo delivered date comes from delivery trucking order {{truckingNo}} (its actual delivery time): change it there',
    zh_CN: '货物交付日来自送货拖车单 {{truckingNo}}（其实际送达时间），请在拖车单上修改',
    zh_HK: '貨物交付日來自送貨拖車單 {{truckingNo}}（其實際送達時間），請在拖車單上修改',
  },
  'trucking.splitContainerOnOrder': {
    en_US: 'Container {{no}} is on trucking order {{truckingNo}}: take it off the order before it goes to another job',
    zh_CN: '集装箱 {{no}} 在拖车单 {{truckingNo}} 上：请先从拖车单上移除，再拆分到其他工作单',
    zh_HK: '貨櫃 {{no}} 在拖車單 {{truckingNo}} 上：請先從拖車單上移除，再拆分到其他工作單',
  },
  'trucking.jobOnEntrustedOrder': {
    en_US:
      'Job {{jobNo}} cannot be deleted: trucking order {{truckingNo}} has been entrusted with its cargo; cancel the order or take the job’s containers off it first',
    zh_CN: '不能删除工作单 {{jobNo}}：拖车单 {{truckingNo}} 已委托运送其货物，请先取消拖车单或从中移除本工作单的集装箱',
    zh_HK: '不能刪除工作單 {{jobNo}}：拖車單 {{truckingNo}} 已委託運送其貨物，請先取消拖車單或從中移除本工作單的貨櫃',
  },
} as const satisfies Record<string, Localized>;
