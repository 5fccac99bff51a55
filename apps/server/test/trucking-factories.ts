import { containerCheckDigit } from '@apex/shared/jobs';
import { expect } from 'vitest';
import { jobInput, partyWithRole } from './job-factories';
import type { TestApp } from './test-app';

export const OE = '/api/ocean-export';
export const OI = '/api/ocean-import';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls as an operator whose days are Shanghai's (an import's delivered day is read in that zone). */
export const shanghaiCaller =
  (t: TestApp, defaultToken: () => string) =>
  (method: Method, url: string, payload?: object, token = defaultToken()) =>
    t.call({ method, url, token, headers: { 'x-time-zone': 'Asia/Shanghai' }, ...(payload ? { payload } : {}) });

let serial = 0;
/** A container no with a right ISO 6346 check digit, new to the database. */
export function containerNo() {
  const firstTen = `TRKU${String((Date.now() % 1_000_000) + serial++ * 7)
    .padStart(6, '0')
    .slice(-6)}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
}

/** A job of the caller's office with `count` numbered 40HQ containers (and the general fields of `overrides`). */
export async function jobWithContainers(
  t: TestApp,
  send: ReturnType<typeof shanghaiCaller>,
  api = OE,
  count = 2,
  overrides: object = {},
) {
  const res = await send(
    'POST',
    `${api}/jobs`,
    await jobInput(t, { mblNo: `MB${Date.now()}${serial++}`, ...overrides }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const job = res.body.data as { id: number; jobNo: string; mblNo: string };
  const nos = Array.from({ length: count }, containerNo);
  const saved = await send('PUT', `${api}/jobs/${job.id}/containers`, {
    version: 0,
    containers: nos.map((no) => ({ containerType: '40HQ', containerNo: no })),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { ...job, nos };
}

/** A pick-up FCL order of the job's containers `nos` by the first demo trucker. */
export async function orderInput(t: TestApp, jobId: number, nos: string[], overrides: object = {}) {
  const trucker = await partyWithRole(t, 'TRUCKER');
  return {
    kind: 'FCL',
    direction: 'PICKUP',
    trucker: trucker.id,
    truckingDate: '2026-03-02',
    vehicleType: 'TRACTOR40',
    containers: nos.map((containerNo) => ({ jobId, containerNo })),
    ...overrides,
  };
}
