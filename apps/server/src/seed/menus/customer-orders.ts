import type { AreaMenu } from './menu-seed';

/** Customer orders and their invoice EDI. */
export const CUSTOMER_ORDER_MENUS: readonly AreaMenu[] = [
  {
    code: 'customer_order',
    sort: 40,
    url: '/customer_order',
    label: 'customerOrders:menus.customerOrders',
    icon: 'ShoppingCartOutlined',
    children: [
      {
        code: 'customer_order.order_list',
        url: '/customer_order/order_list',
        label: 'customerOrders:menus.orderList',
        icon: 'OrderedListOutlined',
        roles: ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE'],
      },
      {
        code: 'customer_order.invoice_edi',
        url: '/customer_order/invoice_edi',
        label: 'customerOrders:menus.invoiceEdi',
        icon: 'FileSyncOutlined',
        roles: ['OPERATOR', 'FINANCE'],
      },
    ],
  },
];
