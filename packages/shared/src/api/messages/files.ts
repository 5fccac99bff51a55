import type { Localized } from '../../i18n/locales';

/** Messages of file uploads and downloads, Excel templates and imports. */
export const FILE_MESSAGES = {
  'file.notFound': {
    en_US: 'File {{name}} does not exist',
    zh_CN: '文件 {{name}} 不存在',
    zh_HK: '檔案 {{name}} 不存在',
  },
  'file.tooLarge': {
    en_US: 'File {{name}} is larger than {{max}}',
    zh_CN: '文件 {{name}} 超过 {{max}}',
    zh_HK: '檔案 {{name}} 超過 {{max}}',
  },
  'template.notFound': {
    en_US: 'No Excel template named {{name}}',
    zh_CN: '没有名为 {{name}} 的 Excel 模板',
    zh_HK: '沒有名為 {{name}} 的 Excel 範本',
  },
  'file.missing': {
    en_US: 'Choose a file to upload',
    zh_CN: '请选择要上传的文件',
    zh_HK: '請選擇要上載的檔案',
  },
  'file.empty': {
    en_US: 'File {{name}} is empty',
    zh_CN: '文件 {{name}} 是空的',
    zh_HK: '檔案 {{name}} 是空的',
  },
  'file.typeNotAllowed': {
    en_US: 'File {{name}} cannot be uploaded here: only {{allowed}} files are allowed',
    zh_CN: '文件 {{name}} 不能在此上传：只允许 {{allowed}} 文件',
    zh_HK: '檔案 {{name}} 不能在此上載：只允許 {{allowed}} 檔案',
  },
  'file.contentMismatch': {
    en_US: 'File {{name}} is not a real {{type}} file: its content does not match its extension',
    zh_CN: '文件 {{name}} 不是真正的 {{type}} 文件：内容与扩展名不符',
    zh_HK: '檔案 {{name}} 不是真正的 {{type}} 檔案：內容與副檔名不符',
  },
  'import.rejected': {
    en_US: 'Nothing was imported: {{count}} problem(s) in the file',
    zh_CN: '未导入任何数据：文件中有 {{count}} 处问题',
    zh_HK: '未匯入任何資料：檔案中有 {{count}} 處問題',
  },
  'import.imported': {
    en_US: '{{count}} row(s) imported',
    zh_CN: '已导入 {{count}} 行',
    zh_HK: '已匯入 {{count}} 行',
  },
  'import.unreadable': {
    en_US: 'File {{name}} cannot be read as an Excel workbook',
    zh_CN: '无法将文件 {{name}} 读取为 Excel 工作簿',
    zh_HK: '無法將檔案 {{name}} 讀取為 Excel 活頁簿',
  },
  'import.columnMissing': {
    en_US: 'The column {{column}} is missing from the header row',
    zh_CN: '标题行缺少列 {{column}}',
    zh_HK: '標題行缺少欄 {{column}}',
  },
  'import.required': {
    en_US: 'Must be filled in',
    zh_CN: '必须填写',
    zh_HK: '必須填寫',
  },
  'import.noRows': {
    en_US: 'The file has no rows to import',
    zh_CN: '文件中没有可导入的行',
    zh_HK: '檔案中沒有可匯入的行',
  },
  'import.tooLarge': {
    en_US:
      'File {{name}} is too large to import once unpacked (over {{size}} or {{cells}} cells); import at most {{rows}} rows at a time',
    zh_CN: '文件 {{name}} 解压后过大，无法导入（超过 {{size}} 或 {{cells}} 个单元格）；每次最多导入 {{rows}} 行',
    zh_HK: '檔案 {{name}} 解壓後過大，無法匯入（超過 {{size}} 或 {{cells}} 個儲存格）；每次最多匯入 {{rows}} 行',
  },
  'import.tooManyRows': {
    en_US: 'The file has more than {{max}} rows; split it into several files',
    zh_CN: '文件超过 {{max}} 行，请拆分为多个文件',
    zh_HK: '檔案超過 {{max}} 行，請拆分為多個檔案',
  },
} as const satisfies Record<string, Localized>;
