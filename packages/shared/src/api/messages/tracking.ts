import type { Localized } from '../../i18n/locales';

/** Messages of carrier tracking (issue 20; spec §5, §8, §9 online tracking). */
export const TRACKING_MESSAGES = {
  // spec §8 "online tracking info missing or response failed": the spec's words in English.
  'tracking.noEtaSlip': {
    en_US: "The carrier has not moved this job's arrival: there is no ETA to take over",
    zh_CN: '船公司未改变此工作单的到港时间，没有可更新的 ETA',
    zh_HK: '船公司未改變此工作單的到港時間，沒有可更新的 ETA',
  },
  'tracking.etaUpdated': {
    en_US: "ETA updated to the carrier's arrival",
    zh_CN: 'ETA 已更新为船公司的到港时间',
    zh_HK: 'ETA 已更新為船公司的到港時間',
  },
  'tracking.mblNoEmpty': {
    en_US: 'MBL no empty',
    zh_CN: '主提单号为空',
    zh_HK: '主提單號為空',
  },
  'tracking.scacEmpty': {
    en_US: 'carrier SCAC code empty',
    zh_CN: '船公司 SCAC 代码为空',
    zh_HK: '船公司 SCAC 代碼為空',
  },
  'tracking.bookingNoEmpty': {
    en_US: 'The job has no booking no to track',
    zh_CN: '该工作单没有可跟踪的订舱号',
    zh_HK: '該工作單沒有可跟蹤的訂艙號',
  },
  'tracking.containerNotOnJob': {
    en_US: 'Container {{containerNo}} is not a container of this job',
    zh_CN: '箱号 {{containerNo}} 不属于该工作单',
    zh_HK: '箱號 {{containerNo}} 不屬於該工作單',
  },
  'tracking.noCarrierEndpoint': {
    en_US: 'Carrier {{scac}} offers no online tracking here',
    zh_CN: '船公司 {{scac}} 未开通在线跟踪',
    zh_HK: '船公司 {{scac}} 未開通在線跟蹤',
  },
  'tracking.subscribed': {
    en_US: 'Subscribed to the tracking of {{reference}}: wait 5 to 8 minutes before refreshing',
    zh_CN: '已订阅 {{reference}} 的跟踪：请等待 5 至 8 分钟后再刷新',
    zh_HK: '已訂閱 {{reference}} 的跟蹤：請等待 5 至 8 分鐘後再刷新',
  },
  'tracking.refreshed': {
    en_US: 'Tracking refreshed: {{created}} new events',
    zh_CN: '跟踪已刷新：{{created}} 条新事件',
    zh_HK: '跟蹤已刷新：{{created}} 條新事件',
  },
  'tracking.refreshTooSoon': {
    en_US: 'Tracking refreshed; the subscription is new: wait 5 to 8 minutes before refreshing',
    zh_CN: '跟踪已刷新；订阅刚刚建立：请等待 5 至 8 分钟后再刷新',
    zh_HK: '跟蹤已刷新；訂閱剛剛建立：請等待 5 至 8 分鐘後再刷新',
  },
  'tracking.notSubscribed': {
    en_US: 'The job is not subscribed to tracking yet',
    zh_CN: '该工作单尚未订阅跟踪',
    zh_HK: '該工作單尚未訂閱跟蹤',
  },
  'tracking.carrierFailed': {
    en_US: 'The carrier did not answer: {{reason}}',
    zh_CN: '船公司未响应：{{reason}}',
    zh_HK: '船公司未響應：{{reason}}',
  },
  'tracking.badSignature': {
    en_US: 'The callback’s signature is missing or wrong',
    zh_CN: '回调签名缺失或错误',
    zh_HK: '回調簽名缺失或錯誤',
  },
  'tracking.badCallback': {
    en_US: 'The callback is not a list of DCSA events: {{issues}}',
    zh_CN: '回调内容不是 DCSA 事件列表：{{issues}}',
    zh_HK: '回調內容不是 DCSA 事件列表：{{issues}}',
  },
  'tracking.callbackReceived': {
    en_US: '{{created}} new events, {{duplicates}} already known, {{unmatched}} matching no job',
    zh_CN: '新事件 {{created}} 条，已收到过 {{duplicates}} 条，{{unmatched}} 条未匹配工作单',
    zh_HK: '新事件 {{created}} 條，已收到過 {{duplicates}} 條，{{unmatched}} 條未匹配工作單',
  },
  'tracking.callbackQueued': {
    en_US: 'The events are received and will be stored shortly',
    zh_CN: '事件已收到，稍后入库',
    zh_HK: '事件已收到，稍後入庫',
  },
} as const satisfies Record<string, Localized>;
