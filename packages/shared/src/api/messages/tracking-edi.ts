import type { Localized } from '../../i18n/locales';

/** The EDI status message intake (issue 20). The parser's own error names the segment, in English as EDI is. */
export const TRACKING_EDI_MESSAGES = {
  'trackingEdi.unknownFormat': {
    en_US: 'This is neither an X12 interchange (ISA …) nor an EDIFACT one (UNA/UNB …)',
    zh_CN: '这既不是X12报文（ISA …）也不是EDIFACT报文（UNA/UNB …）',
    zh_HK: '這既不是X12報文（ISA …）也不是EDIFACT報文（UNA/UNB …）',
  },
  'trackingEdi.unreadable': {
    en_US: 'The {{format}} message cannot be read: {{error}}',
    zh_CN: '无法读取{{format}}报文：{{error}}',
    zh_HK: '無法讀取{{format}}報文：{{error}}',
  },
} as const satisfies Record<string, Localized>;
