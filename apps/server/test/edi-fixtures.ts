import { readFileSync } from 'node:fs';

/** A sample status message of test/fixtures/edi, as a carrier would send it. */
export const ediFixture = (name: string) => readFileSync(new URL(`./fixtures/edi/${name}`, import.meta.url), 'utf8');
