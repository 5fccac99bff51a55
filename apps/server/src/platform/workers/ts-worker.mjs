// A worker whose entry is TypeScript (under tsx in development, under vitest): Node 20 cannot load
// one by itself, so this registers tsx in the worker first. The production build's workers are
// JavaScript and never come here.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
