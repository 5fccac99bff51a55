import { partyWithRole } from './job-factories';
import type { TestApp } from './test-app';
import { OE } from './trucking-factories';

/** The tables a rail write changes besides the job's: a refused one must leave them as they were. */
export const RAIL_TABLES = ['rail_entrusts', 'rail_entrust_containers', 'rail_status_changes', 'job_number_counters'];

/** The rail routes of a job of a type's API. */
export const railPaths = (jobId: number, api = OE) => {
  const tab = `${api}/jobs/${jobId}/rail`;
  return {
    tab,
    entrust: (id: number) => `${tab}/${id}`,
    status: (id: number) => `${tab}/${id}/status`,
  };
};

/** What a rail entrust of the job's containers `containerNos` by the first demo railway sends, with `overrides`. */
export async function railInput(t: TestApp, containerNos: string[], overrides: object = {}) {
  const railway = await partyWithRole(t, 'RAILWAY');
  return {
    carrier: railway.id,
    weightKg: '21000.5',
    packages: 800,
    trainPol: "Xi'an Intl Port Station",
    trainPod: 'CNNGB',
    containerBelong: 'SHIPPER',
    entrustDate: '2026-11-02',
    departureDate: '2026-11-03',
    arrivalDate: '2026-11-06',
    containerNos,
    ...overrides,
  };
}
