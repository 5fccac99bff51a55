import type { TestProject } from 'vitest/node';
import { buildTemplate, dropTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}

/** Migrates and seeds one template database for the whole run; each test file clones it. */
export default async function setup(project: TestProject) {
  const template = await buildTemplate();
  project.provide('dbTemplate', template);
  return () => dropTemplate(template);
}
