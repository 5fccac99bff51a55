import type { TSystemRole } from '@apex/shared/permissions';

export interface MenuSeed {
  /** Stable key: a release adds the items whose code a database does not have yet. */
  code: string;
  url: string;
  aurl?: string;
  target?: '' | '_blank';
  appCode?: string;
  names: readonly [en: string, cn: string, hk: string];
  icon: string;
  /** Roles granted this item when it first appears (the administrator sees everything). */
  roles?: readonly TSystemRole[];
  children?: readonly MenuSeed[];
}

const OP: TSystemRole[] = ['OPERATOR'];
const OP_CS: TSystemRole[] = ['OPERATOR', 'CUSTOMER_SERVICE'];
const JOB_VIEWERS: TSystemRole[] = ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE'];
const WAREHOUSE: TSystemRole[] = ['OPERATOR', 'WAREHOUSE'];
// Finance keeps charge codes and schemes; operators and sales read them to apply them to jobs.
const CHARGE_READERS: TSystemRole[] = ['OPERATOR', 'SALES', 'FINANCE'];
const EVERYONE: TSystemRole[] = ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE', 'WAREHOUSE'];

/**
 * The product's menu: every route group of spec §2, in levels 1–3 (spec §2.6). It also holds an
 * item of another application (shown as an embedded page) and one that opens in a new window, so
 * every case of spec §2.6 occurs in a fresh database.
 */
export const MENU_TREE: readonly MenuSeed[] = [
  {
    code: 'ocean_exp',
    url: '/ocean_exp',
    names: ['Ocean Export', '海运出口', '海運出口'],
    icon: 'ExportOutlined',
    children: [
      {
        code: 'ocean_exp.list',
        url: '/ocean_exp/list',
        names: ['Export Jobs', '出口工作单', '出口工作單'],
        icon: 'UnorderedListOutlined',
        roles: JOB_VIEWERS,
      },
      {
        code: 'ocean_exp.warehouse',
        url: '/WarehouseManagementList/index',
        names: ['Export Warehouse', '出口仓库管理', '出口倉庫管理'],
        icon: 'HomeOutlined',
        roles: WAREHOUSE,
      },
      {
        code: 'ocean_exp.trucksplit',
        url: '/ocean_exp/trucksplit',
        names: ['Trucking Split', '拖车拆分', '拖車拆分'],
        icon: 'CarOutlined',
        roles: OP,
      },
      {
        code: 'ocean_exp.oceansplit',
        url: '/ocean_exp/oceansplit',
        names: ['Split & Combine B/L', '拆单与并单', '拆單與併單'],
        icon: 'SplitCellsOutlined',
        roles: OP,
      },
      {
        code: 'ocean_exp.oceanBcl',
        url: '/ocean_exp/oceanBcl',
        names: ['B/L Check List', '提单核对', '提單核對'],
        icon: 'FileDoneOutlined',
        roles: OP_CS,
      },
      {
        code: 'ocean_exp.ensedi',
        url: '/ensedi',
        names: ['ENS EDI', 'ENS EDI', 'ENS EDI'],
        icon: 'CloudUploadOutlined',
        roles: OP,
      },
      {
        code: 'ocean_exp.tesla',
        url: '/ocean_exp/tesla',
        names: ['Tesla Bookings', 'Tesla 订舱', 'Tesla 訂艙'],
        icon: 'ThunderboltOutlined',
        roles: OP,
      },
    ],
  },
  {
    code: 'OceanImport',
    url: '/OceanImport',
    names: ['Ocean Import', '海运进口', '海運進口'],
    icon: 'ImportOutlined',
    children: [
      {
        code: 'OceanImport.JobList',
        url: '/OceanImport/JobList',
        names: ['Import Jobs', '进口工作单', '進口工作單'],
        icon: 'UnorderedListOutlined',
        roles: JOB_VIEWERS,
      },
      {
        code: 'OceanImport.new',
        url: '/OceanImportGeneral/index',
        names: ['New Import Job', '新建进口工作单', '新建進口工作單'],
        icon: 'PlusSquareOutlined',
        roles: OP,
      },
      {
        code: 'OceanImport.warehouse',
        url: '/OceanImport/WarehouseManagementList',
        names: ['Import Warehouse', '进口仓库管理', '進口倉庫管理'],
        icon: 'HomeOutlined',
        roles: WAREHOUSE,
      },
      {
        code: 'OceanImport.control',
        url: '/OceanImport/X_ControlOcean',
        names: ['Import Control Board', '进口监控', '進口監控'],
        icon: 'DashboardOutlined',
        roles: OP_CS,
      },
      {
        code: 'OceanImport.oceansplit',
        url: '/OceanImport/oceansplit',
        names: ['Split & Combine B/L', '拆单与并单', '拆單與併單'],
        icon: 'SplitCellsOutlined',
        roles: OP,
      },
      {
        code: 'OceanImport.dosplit',
        url: '/OceanImport/dosplit',
        names: ['Split Delivery Order', '拆分提货单', '拆分提貨單'],
        icon: 'ForkOutlined',
        roles: OP,
      },
      {
        code: 'OceanImport.HBLList',
        url: '/HBLList',
        names: ['HB/L List', '分提单列表', '分提單列表'],
        icon: 'ProfileOutlined',
        roles: JOB_VIEWERS,
      },
      {
        code: 'OceanImport.goodslist',
        url: '/goodslist',
        names: ['Goods List', '货物列表', '貨物列表'],
        icon: 'InboxOutlined',
        roles: [...OP_CS, 'WAREHOUSE'],
      },
    ],
  },
  {
    code: 'sc.oceanimport',
    url: '/sc/oceanimport',
    names: ['Import Service Centre', '进口服务中心', '進口服務中心'],
    icon: 'CustomerServiceOutlined',
    children: [
      {
        code: 'sc.oceanimport.general',
        url: '/sc/oceanimport/general',
        names: ['Import Job Card', '进口工作单详情', '進口工作單詳情'],
        icon: 'FormOutlined',
        roles: OP_CS,
      },
      {
        code: 'sc.oceanimport.JobList',
        url: '/sc/oceanimport/JobList',
        names: ['Import Jobs', '进口工作单', '進口工作單'],
        icon: 'UnorderedListOutlined',
        roles: OP_CS,
      },
      {
        code: 'sc.oceanimport.carrierBooking',
        url: '/sc/oceanimport/carrierBooking',
        names: ['Carrier Booking', '船公司订舱', '船公司訂艙'],
        icon: 'ScheduleOutlined',
        roles: OP,
      },
      {
        code: 'sc.oceanimport.warehouse',
        url: '/sc/oceanimport/warehouse',
        names: ['Warehouse', '仓库', '倉庫'],
        icon: 'HomeOutlined',
        roles: WAREHOUSE,
      },
      {
        code: 'sc.oceanimport.trucking',
        url: '/sc/oceanimport/trucking',
        names: ['Trucking', '拖车', '拖車'],
        icon: 'CarOutlined',
        roles: OP,
      },
      {
        code: 'sc.oceanimport.JobGoodsStatus',
        url: '/sc/oceanimport/JobGoodsStatus',
        names: ['Goods Status', '货物状态', '貨物狀態'],
        icon: 'NodeIndexOutlined',
        roles: OP_CS,
      },
    ],
  },
  {
    code: 'customer_order',
    url: '/customer_order',
    names: ['Customer Orders', '客户订单', '客戶訂單'],
    icon: 'ShoppingCartOutlined',
    children: [
      {
        code: 'customer_order.order_list',
        url: '/customer_order/order_list',
        names: ['Order List', '订单列表', '訂單列表'],
        icon: 'OrderedListOutlined',
        roles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE'],
      },
      {
        code: 'customer_order.invoice_edi',
        url: '/customer_order/invoice_edi',
        names: ['Invoice EDI', '发票 EDI', '發票 EDI'],
        icon: 'FileSyncOutlined',
        roles: ['OPERATOR', 'FINANCE'],
      },
    ],
  },
  {
    code: 'document_manage',
    url: '/document_manage',
    names: ['Documents', '单证管理', '單證管理'],
    icon: 'FolderOpenOutlined',
    children: [
      {
        code: 'document_manage.xdoc',
        url: '/document_manage/xdoc',
        names: ['Document Tracking', '单证跟踪', '單證跟蹤'],
        icon: 'FileSearchOutlined',
        roles: OP_CS,
      },
    ],
  },
  {
    code: 'contractManagement',
    url: '/contractManagement',
    names: ['Contracts', '合约管理', '合約管理'],
    icon: 'AuditOutlined',
    children: [
      {
        code: 'contractManagement.nvoContract',
        url: '/contractManagement/nvoContract',
        names: ['NVO Carrier Contracts', 'NVO 船公司合约', 'NVO 船公司合約'],
        icon: 'FileProtectOutlined',
        roles: ['OPERATOR', 'SALES'],
      },
    ],
  },
  {
    code: 'oceanReport',
    url: '/oceanReport',
    names: ['Reports', '报表', '報表'],
    icon: 'BarChartOutlined',
    children: [
      {
        code: 'oceanReport.shipmentList',
        url: '/shipmentList/index',
        names: ['Shipment List', '货运列表', '貨運列表'],
        icon: 'TableOutlined',
        roles: JOB_VIEWERS,
      },
      {
        code: 'oceanReport.partners',
        url: '/oceanReport/partners',
        names: ['Partner Systems', '合作系统', '合作系統'],
        icon: 'ApiOutlined',
        children: [
          {
            code: 'oceanReport.partners.tms',
            url: '/dispatch/board',
            aurl: 'https://tms.apexlogistics.example/dispatch/board',
            appCode: 'apex-tmsus',
            names: ['Trucking Dispatch (TMS)', '拖车调度（TMS）', '拖車調度（TMS）'],
            icon: 'CarOutlined',
            roles: ['OPERATOR'],
          },
          {
            code: 'oceanReport.partners.tracking',
            url: '',
            aurl: 'https://www.track-trace.com/container',
            target: '_blank',
            names: [
              'Container Tracking (track-trace.com)',
              '集装箱追踪（track-trace.com）',
              '貨櫃追蹤（track-trace.com）',
            ],
            icon: 'GlobalOutlined',
            roles: EVERYONE,
          },
        ],
      },
    ],
  },
  {
    code: 'workbench',
    url: '/workbench',
    names: ['Workbench', '工作台', '工作台'],
    icon: 'AppstoreOutlined',
    children: [
      // A level-2 entry without children: the client adds {path}/index (spec §2.6).
      {
        code: 'workbench.tasks',
        url: '/tasks',
        names: ['My Tasks', '我的任务', '我的任務'],
        icon: 'CheckSquareOutlined',
        roles: EVERYONE,
      },
    ],
  },
  {
    code: 'systemSetting',
    url: '/systemSetting',
    names: ['System Settings', '系统设置', '系統設定'],
    icon: 'SettingOutlined',
    children: [
      {
        code: 'systemSetting.access',
        url: '/systemSetting/access',
        names: ['Users & Access', '用户与权限', '用戶與權限'],
        icon: 'TeamOutlined',
        children: [
          {
            code: 'systemSetting.users',
            url: '/systemSetting/users',
            names: ['Users', '用户', '用戶'],
            icon: 'UserOutlined',
          },
          {
            code: 'systemSetting.roles',
            url: '/systemSetting/roles',
            names: ['Roles', '角色', '角色'],
            icon: 'SafetyCertificateOutlined',
          },
          {
            code: 'systemSetting.offices',
            url: '/systemSetting/offices',
            names: ['Offices', '办公室', '辦事處'],
            icon: 'BankOutlined',
          },
          {
            code: 'systemSetting.sysOperLog',
            url: '/sysOperLog',
            names: ['Operation Log', '操作日志', '操作日誌'],
            icon: 'HistoryOutlined',
          },
        ],
      },
      {
        code: 'systemSetting.index',
        url: '/systemSetting/index',
        names: ['Data Dictionary', '数据字典', '數據字典'],
        icon: 'BookOutlined',
      },
      {
        code: 'systemSetting.baseCode',
        url: '/baseCode',
        names: ['Base Codes', '基础代码', '基礎代碼'],
        icon: 'DatabaseOutlined',
        roles: JOB_VIEWERS,
      },
      {
        code: 'systemSetting.chargeSchemeList',
        url: '/systemSetting/chargeSchemeList',
        names: ['Charge Schemes', '费用方案', '費用方案'],
        icon: 'AccountBookOutlined',
        roles: CHARGE_READERS,
      },
      {
        code: 'systemSetting.chargeCode',
        url: '/systemSetting/chargeCode',
        names: ['Charge Codes', '费用代码', '費用代碼'],
        icon: 'TagsOutlined',
        roles: CHARGE_READERS,
      },
      {
        code: 'systemSetting.jobNoRule',
        url: '/systemSetting/jobNoRule',
        names: ['Job Number Rules', '工作单号规则', '工作單號規則'],
        icon: 'NumberOutlined',
      },
      {
        code: 'systemSetting.carrier',
        url: '/systemSetting/carrier',
        names: ['Carriers', '船公司', '船公司'],
        icon: 'FlagOutlined',
        roles: JOB_VIEWERS,
      },
      {
        code: 'systemSetting.party',
        url: '/systemSetting/party',
        names: ['Customers & Partners', '客户及合作伙伴', '客戶及合作夥伴'],
        icon: 'ContactsOutlined',
        roles: JOB_VIEWERS,
      },
      {
        code: 'systemSetting.shipEdit',
        url: '/systemSetting/shipEdit',
        names: ['Vessel Lloyd Numbers', '船舶劳氏号', '船舶勞氏號'],
        icon: 'CompassOutlined',
        roles: OP_CS,
      },
      {
        // Spec §2.5 names no page for ports, countries, currencies, rates or HS codes; they sit together here.
        code: 'systemSetting.referenceData',
        url: '/systemSetting/referenceData',
        names: ['Reference Data', '基础资料', '基礎資料'],
        icon: 'GlobalOutlined',
        roles: EVERYONE,
        children: [
          {
            code: 'systemSetting.port',
            url: '/systemSetting/port',
            names: ['Ports', '港口', '港口'],
            icon: 'EnvironmentOutlined',
            roles: EVERYONE,
          },
          {
            code: 'systemSetting.country',
            url: '/systemSetting/country',
            names: ['Countries', '国家', '國家'],
            icon: 'GlobalOutlined',
            roles: EVERYONE,
          },
          {
            code: 'systemSetting.currency',
            url: '/systemSetting/currency',
            names: ['Currencies', '币种', '幣種'],
            icon: 'DollarOutlined',
            roles: EVERYONE,
          },
          {
            code: 'systemSetting.exchangeRate',
            url: '/systemSetting/exchangeRate',
            names: ['Exchange Rates', '汇率', '匯率'],
            icon: 'SwapOutlined',
            roles: EVERYONE,
          },
          {
            code: 'systemSetting.hsCode',
            url: '/systemSetting/hsCode',
            names: ['HS Codes', 'HS 编码', 'HS 編碼'],
            icon: 'BarcodeOutlined',
            roles: EVERYONE,
          },
        ],
      },
      {
        code: 'systemSetting.fieldmanagement',
        url: '/systemSetting/fieldmanagement',
        names: ['Job Field Management', '工作单字段管理', '工作單欄位管理'],
        icon: 'ControlOutlined',
      },
      {
        code: 'systemSetting.homeSetting',
        url: '/systemSetting/homeSetting',
        names: ['Home Page Settings', '首页设置', '首頁設定'],
        icon: 'LayoutOutlined',
      },
      {
        code: 'systemSetting.reportTemplate',
        url: '/systemSetting/reportTemplate',
        names: ['Report Templates', '报表模板', '報表範本'],
        icon: 'FileTextOutlined',
      },
      {
        code: 'systemSetting.iFrame',
        url: '/systemSetting/iFrame',
        names: ['Embedded Pages', '嵌入页面', '嵌入頁面'],
        icon: 'BlockOutlined',
      },
      {
        code: 'systemSetting.languageSetting',
        url: '/languageSetting',
        names: ['Language Settings', '语言设置', '語言設定'],
        icon: 'TranslationOutlined',
      },
    ],
  },
];
