import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import { type DbOrTx, queryRows, sql } from '../db/client';
import { jobEdocs } from '../db/schema';
import { storeFile } from '../features/files/storage';

/**
 * The originals of 100 demo export jobs per office on their journey (issue 18), so Document
 * Tracking and the doc tab show paper at every stage: not received yet, in the office, sent to the
 * consignee by courier, taken back, surrendered. Each step a row, in the journey's order (DOC_STEPS).
 */
export async function insertDemoDocRecords(db: DbOrTx) {
  await db.execute(sql`
    with picked as (
      select j.id, j.job_no, j.office_code, j.customer_id, j.etd,
             row_number() over (partition by j.office_code order by j.id) as n
      from jobs j
      where j.created_by = 'demo' and j.job_type = 'OE' and j.mbl_no <> '' and j.etd is not null
        and j.consignee_id is not null)
    insert into doc_records (office_code, job_id, seq, doc_no, doc_type, belongs_to, customer_id, originals,
                             status, sent_to, send_date, send_signer, courier, express_no, back_date, back_signer,
                             created_by, updated_by)
    select office_code, id, 1, job_no || '-01', 'ORIGINAL_BL', 'MBL', customer_id, 3,
           (array['NOT_RECEIVED', 'RECEIVED', 'SENT', 'RETURNED', 'SURRENDERED'])[n % 5 + 1],
           case when n % 5 in (2, 3) then 'CONSIGNEE' end,
           case when n % 5 in (2, 3) then etd + 3 end,
           case when n % 5 in (2, 3) then 'Li Lei' else '' end,
           case when n % 5 in (2, 3) then 'SF Express' else '' end,
           case when n % 5 in (2, 3) then 'SF' || lpad(id::text, 10, '0') else '' end,
           case when n % 5 = 3 then etd + 12 end,
           case when n % 5 = 3 then 'Han Meimei' else '' end,
           'demo', 'demo'
    from picked where n <= 100`);
  // The steps that brought each record where it is: received the day after sailing, then the rest.
  await db.execute(sql`
    insert into doc_record_steps (doc_record_id, step, step_date, signer, sent_to, courier, express_no, created_by)
    select d.id, s.step, j.etd + s.days, s.signer, s.sent_to, s.courier, s.express_no, 'demo'
    from doc_records d
    join jobs j on j.id = d.job_id
    cross join lateral (values
      ('RECEIVE', 1, 'Carrier desk', null, '', '', 1),
      ('SEND', 3, d.send_signer, d.sent_to, d.courier, d.express_no, 2),
      ('RETURN', 12, d.back_signer, null, '', '', 3),
      ('SURRENDER', 2, '', null, '', '', 4)
    ) as s(step, days, signer, sent_to, courier, express_no, rank)
    where d.created_by = 'demo' and case d.status
      when 'RECEIVED' then s.rank = 1
      when 'SENT' then s.rank <= 2
      when 'RETURNED' then s.rank <= 3
      when 'SURRENDERED' then s.rank in (1, 4)
      else false end
    order by d.id, s.rank`);
}

/** A demo scan of a stamped B/L copy: one page naming the bill and its job. */
async function blCopyPdf(mblNo: string, jobNo: string): Promise<Uint8Array> {
  const pdf = new PDFDocument({ size: 'A4', info: { Title: `B/L copy ${mblNo}` } });
  pdf.fontSize(20).text('COPY - SURRENDERED').moveDown();
  pdf.fontSize(12).text(`Bill of lading ${mblNo}`).text(`Job ${jobNo}`);
  pdf.end();
  return new Uint8Array(await buffer(pdf));
}

/**
 * The B/L copy among the eDocs of each demo job whose original was surrendered: a surrender needs
 * one (edocs/attachment-rules.ts), so the demo shows what the rule asks for.
 */
export async function insertDemoSurrenderCopies(db: DbOrTx) {
  const surrendered = await queryRows<{ job_id: number; job_no: string; mbl_no: string }>(
    db,
    sql`select distinct d.job_id, j.job_no, j.mbl_no from doc_records d join jobs j on j.id = d.job_id
        where d.created_by = 'demo' and d.status = 'SURRENDERED' order by d.job_id`,
  );
  for (const job of surrendered) {
    const fileKey = await storeFile(db, {
      fileName: `BL-COPY-${job.mbl_no}.pdf`,
      contentType: 'application/pdf',
      content: await blCopyPdf(job.mbl_no, job.job_no),
      createdBy: 'demo',
    });
    await db.insert(jobEdocs).values({
      jobId: job.job_id,
      type: 'BL_COPY',
      note: 'Stamped copy of the surrendered original',
      fileKey,
      createdBy: 'demo',
    });
  }
}
