import { API } from '@apex/shared';
import { containerCheckDigit, type TJob, type TJobType } from '@apex/shared/jobs';
import type { TPartyRole } from '@apex/shared/master';
import type { ApiSession } from './admin-api';

/** The first demo party with the role. */
export async function partyId(api: ApiSession, role: TPartyRole) {
  // The role's parties come first.
  const [party] = await api.data<{ id: number }[]>(API.parties.lookup, { query: { preferRole: role, limit: 1 } });
  if (!party) throw new Error(`no demo party is ${role}`);
  return party.id;
}

async function personId(api: ApiSession, account: string) {
  const people = await api.data<{ id: number; code: string }[]>(API.jobs.OE.people.search, {
    query: { keyword: account },
  });
  const person = people.find((p) => p.code === account);
  if (!person) throw new Error(`no user ${account}`);
  return person.id;
}

/** A job opened through the API, with what every mode requires in a new database (as the server tests do). */
export async function openTestJob(api: ApiSession, jobType: TJobType, overrides: object = {}): Promise<TJob> {
  const [customer, overseasAgent, salesAgent, operator, sales, carriers] = await Promise.all([
    partyId(api, 'CUSTOMER'),
    partyId(api, 'OVERSEAS_AGENT'),
    partyId(api, 'SALES_AGENT'),
    personId(api, 'op01'),
    personId(api, 'sales01'),
    api.data<{ rows: { id: number }[] }>(API.carriers.list, { query: { page: 1, pageSize: 1, blacklisted: false } }),
  ]);
  const route = API.jobs[jobType].card.create;
  return api.data<TJob>(route, {
    body: {
      jobMode: 'FCL',
      customer,
      overseasAgent,
      salesAgent,
      operator,
      sales,
      carrier: carriers.rows[0]?.id ?? null,
      pol: 'CNSHA',
      pod: 'USLAX',
      etd: '2099-01-10',
      eta: '2099-02-05',
      containerTypeQty: '2x40HQ',
      ...overrides,
    } as never,
  });
}

let serial = 0;
/** A container no with a right ISO 6346 check digit. */
function containerNo() {
  const firstTen = `TESU${String((Date.now() + serial++ * 13) % 1_000_000).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
}

/** A job of op01's office (an export unless told) with `count` numbered 40HQ containers (trucking, rail). */
export async function jobWithContainers(
  api: ApiSession,
  count: number,
  jobType: TJobType = 'OE',
): Promise<TJob & { nos: string[] }> {
  const job = await openTestJob(api, jobType, { mblNo: `MB${Date.now()}${serial++}` });
  const nos = Array.from({ length: count }, containerNo);
  await api.data(API.jobs[jobType].cargo.saveContainers, {
    params: { id: job.id },
    body: { version: 0, containers: nos.map((no) => ({ containerType: '40HQ', containerNo: no })) } as never,
  });
  return { ...job, nos };
}
