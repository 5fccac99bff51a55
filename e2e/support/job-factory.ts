import { API } from '@apex/shared';
import type { ApiSession } from './admin-api';

type Page<T> = { rows: T[] };

/** The first demo party holding `role`. */
async function partyId(api: ApiSession, role: string) {
  const page = await api.data<Page<{ id: number }>>(API.parties.list, { query: { role, pageSize: 1 } as never });
  return page.rows[0]!.id;
}

async function userId(api: ApiSession, account: string) {
  const page = await api.data<Page<{ id: number; account: string }>>(API.users.list, {
    query: { keyword: account } as never,
  });
  return page.rows.find((u) => u.account === account)!.id;
}

/** An ocean export FCL job of the signed-in office, opened through the API, with what every mode requires. */
export async function openExportJob(api: ApiSession): Promise<{ id: number; jobNo: string }> {
  const carriers = await api.data<Page<{ id: number }>>(API.carriers.list, {
    query: { blacklisted: 'false', pageSize: 1 } as never,
  });
  const body = {
    jobMode: 'FCL',
    customer: await partyId(api, 'CUSTOMER'),
    overseasAgent: await partyId(api, 'OVERSEAS_AGENT'),
    salesAgent: await partyId(api, 'SALES_AGENT'),
    operator: await userId(api, 'op01'),
    sales: await userId(api, 'sales01'),
    pol: 'CNSHA',
    pod: 'USLAX',
    etd: '2099-01-10',
    eta: '2099-02-05',
    containerTypeQty: '2x40HQ',
    carrier: carriers.rows[0]!.id,
    vessel: 'EVER GIVEN',
    voyage: '025E',
  };
  return api.data(API.oceanExportJobs.create, { body: body as never });
}
