import { ENTITY_NAMES } from '@apex/shared';
import {
  DOC_RECEIVERS,
  DOC_STATUSES,
  DOC_STEPS,
  type TDocRecord,
  type ZDocStepRequest,
} from '@apex/shared/doc-records';
import { labelTexts } from '@apex/shared/labels';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { Caller } from '../../platform/auth/caller';
import { AppError, invalidField } from '../../platform/http/app-error';
import type { ServiceContext } from '../../platform/service-context';
import { checkDocSurrender } from '../edocs/attachment-rules';
import { auditDocRecord, getDocRecord, writeDocRecord } from './doc-records';
import {
  type DocRecordRow,
  findDocSteps,
  findJobHbl,
  findMblParties,
  insertDocStep,
  updateDocRecordRow,
} from './queries';

type StepInput = z.output<typeof ZDocStepRequest>;

/**
 * The latest calendar day anywhere on earth now (UTC+14): a day the user calls today is never
 * refused, whatever the office's time zone, and a typo into next month is.
 */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** The step follows the journey (DOC_STEPS), on a day no earlier than the last step's and not to come. */
async function checkStep(tx: Tx, record: DocRecordRow, input: StepInput) {
  const spec = DOC_STEPS[input.step];
  if (!(spec.from as readonly string[]).includes(record.status))
    throw new AppError(409, 'docRecord.stepNotAllowed', {
      docNo: record.docNo,
      status: labelTexts(DOC_STATUSES[record.status as keyof typeof DOC_STATUSES]),
      step: labelTexts(spec.label),
    });
  if (input.date > latestToday()) throw invalidField('date', 'docRecord.stepInFuture');
  const last = (await findDocSteps(tx, record.id)).at(-1);
  if (last && input.date < last.date) throw invalidField('date', 'docRecord.stepBeforeLast', { date: last.date });
}

/** Sending needs someone to send to: the bill's shipper or consignee (the waybill's receiver). */
async function checkReceiver(tx: Tx, record: DocRecordRow, sentTo: NonNullable<StepInput['sentTo']>) {
  const bill = record.hblId ? await findJobHbl(tx, record.jobId, record.hblId) : await findMblParties(tx, record.jobId);
  const party = sentTo === 'SHIPPER' ? bill?.shipperId : bill?.consigneeId;
  if (!party) throw invalidField('sentTo', 'docRecord.noReceiver', { party: labelTexts(DOC_RECEIVERS[sentTo]) });
}

/** What a step changes on the record: its status, and the last send or return with its signer. */
function stepValues(input: StepInput) {
  const status = DOC_STEPS[input.step].to;
  if (input.step === 'SEND')
    return {
      status,
      sentTo: input.sentTo,
      sendDate: input.date,
      sendSigner: input.signer,
      courier: input.courier,
      expressNo: input.expressNo,
    };
  if (input.step === 'RETURN') return { status, backDate: input.date, backSigner: input.signer };
  return { status };
}

/** The next step of a record's journey, with who signed and when, in the operation log. */
export async function takeDocStep(
  ctx: ServiceContext,
  { id, input, caller }: { id: number; input: StepInput; caller: Caller },
): Promise<TDocRecord> {
  await writeDocRecord(ctx, { id, version: input.version, caller }, async (tx, record, job) => {
    await checkStep(tx, record, input);
    if (input.sentTo) await checkReceiver(tx, record, input.sentTo);
    if (input.step === 'SURRENDER') await checkDocSurrender(tx, job);
    await updateDocRecordRow(
      tx,
      { id, version: input.version, by: caller.account, entity: ENTITY_NAMES.docRecord },
      stepValues(input),
    );
    await insertDocStep(tx, {
      docRecordId: id,
      step: input.step,
      stepDate: input.date,
      signer: input.signer,
      sentTo: input.sentTo,
      courier: input.courier,
      expressNo: input.expressNo,
      remark: input.remark,
      createdBy: caller.account,
    });
    await auditDocRecord(tx, caller, record, `docRecord.${input.step}`, {
      date: input.date,
      signer: input.signer,
      ...(input.sentTo ? { sentTo: input.sentTo } : {}),
    });
  });
  return getDocRecord(ctx.db, id, caller.offices);
}
