// Entry of the worker threads that read imported workbooks (an entry of the server's build).

import { parentPort } from 'node:worker_threads';
import type { TExcelTemplateName } from '@apex/shared/files';
import { serveTasks } from '../workers/worker-pool';
import { type ReadOutcome, type ReadProgress, readTemplateRows } from './reader/template-rows';

serveTasks<{ content: Uint8Array; template: TExcelTemplateName }, ReadProgress, ReadOutcome>(
  parentPort!,
  ({ content, template }, progress) =>
    readTemplateRows(Buffer.from(content.buffer, content.byteOffset, content.byteLength), template, progress),
);
