import { expect } from 'vitest';
import { chargeFactories } from './charge-factories';
import { JOB_PATHS, partyWithRole } from './job-factories';
import type { FileTestApp } from './test-app';

/**
 * What the other-service tests build on: the charges' job and rates (jobs sail in 2099, rates dated
 * just before), a service's routes and what the tab sends for a fumigation with a cost in USD.
 */
export function otherServiceFactories(t: FileTestApp<string>) {
  const charges = chargeFactories(t);
  const paths = (jobId: number) => {
    const tab = `${JOB_PATHS.OE}/${jobId}/other-services`;
    return { tab, service: (id: number) => `${tab}/${id}` };
  };

  /** A fumigation ordered from a supplier, its cost 120.50 USD under the charge code OFR, with `overrides`. */
  async function serviceInput(overrides: object = {}) {
    const supplier = await partyWithRole(t, 'OVERSEAS_AGENT');
    return {
      kind: 'FUMIGATION',
      supplier: supplier.id,
      orderedDate: '2099-01-05',
      doneDate: '2099-01-06',
      referenceNo: 'FUM-2099-001',
      remark: 'Methyl bromide, 24 h',
      chargeCode: 'OFR',
      currency: 'USD',
      amount: '120.5',
      ...overrides,
    };
  }

  /** A job with one fumigation costed as `overrides` say. */
  async function jobWithService(overrides: object = {}) {
    const job = await charges.openJob();
    const created = await charges.send('POST', paths(job.id).tab, await serviceInput(overrides));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return { job, url: paths(job.id), service: created.body.data as { id: number; version: number } };
  }

  return { ...charges, paths, serviceInput, jobWithService };
}
