import { ENTITY_NAMES } from '@apex/shared';
import { formatDateTime, wallClock } from '@apex/shared/format';
import {
  APPOINTMENT_STATUSES,
  type TAppointment,
  TRUCKING_DIRECTIONS,
  TRUCKING_KINDS,
  type TTruckingOrder,
} from '@apex/shared/movement';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../platform/http/app-error';
import type { DownloadFile } from '../../../platform/http/file-reply';
import type { FileReader } from '../../../platform/http/locale';
import { keyValueGrid, partyBoxes, titleBlock } from '../../documents/engine/blocks';
import type { PdfDoc } from '../../documents/engine/pdf-doc';
import { pdfFile, printedAt } from '../../documents/finance/print-file';
import type { Issuer } from '../../documents/finance/printed-parts';
import { findIssuer } from '../../documents/finance/queries';
import { getTruckingOrder, type TruckingCaller } from './trucking-order-answer';

interface AppointmentPaper {
  order: TTruckingOrder;
  appointment: TAppointment;
  issuer: Issuer;
  timeZone: string;
}

/** The sheet the trucker shows at the gate: whose slot, when, for which containers or cargo, where. */
function drawAppointment(doc: PdfDoc, { order, appointment, issuer, timeZone }: AppointmentPaper): void {
  const label = doc.label.bind(doc);
  const at = (value: string | null) =>
    value ? formatDateTime(wallClock(new Date(value), timeZone), { zone: 'utc' }) : '';
  titleBlock(doc, {
    issuer: issuer.company,
    title: label('trucking:appointment.title'),
    refs: [
      { label: label('trucking:appointment.bookingId'), value: appointment.bookingId },
      { label: label('trucking:fields.truckingNo'), value: order.truckingNo },
    ],
  });
  const address = order.address
    ? [
        order.address.address1,
        order.address.address2,
        order.address.city,
        order.address.postalCode,
        order.address.countryCode,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  partyBoxes(doc, [
    { label: label('trucking:fields.trucker'), value: order.truckerName },
    {
      label: label('administration:columns.address'),
      value: [order.consigneeName, address].filter(Boolean).join('\n'),
    },
  ]);
  keyValueGrid(doc, [
    { label: label('trucking:appointment.type'), value: label(TRUCKING_DIRECTIONS[appointment.type]) },
    { label: label('trucking:appointment.estimatedAt'), value: at(appointment.estimatedAt) },
    { label: label('trucking:appointment.status'), value: label(APPOINTMENT_STATUSES[appointment.status]) },
    { label: label('trucking:appointment.contact'), value: appointment.contact },
    { label: label('administration:columns.phone'), value: appointment.phone },
    { label: label('trucking:appointment.confirmedAt'), value: at(appointment.confirmedAt) },
    {
      label: label('trucking:appointment.cargoReady'),
      value: appointment.cargoReady ? label('general:columns.yes') : '',
    },
    { label: label('trucking:fields.kind'), value: label(TRUCKING_KINDS[order.kind]) },
    { label: label('trucking:fields.vehicleType'), value: order.vehicleType },
    { label: label('jobs:columns.jobNo'), value: order.jobNo },
    { label: label('jobs:fields.mblNo'), value: order.mblNo },
    { label: label('trucking:fields.cargoLocation'), value: order.cargoLocation },
  ]);
  const cargo =
    order.kind === 'FCL'
      ? order.containers.map((c) => `${c.containerNo} ${c.containerType}  (${c.jobNo})`).join('\n')
      : [
          order.packages,
          order.weightKg && `${order.weightKg} KG`,
          order.volumeCbm && `${order.volumeCbm} CBM`,
          order.warehouseName,
        ]
          .filter(Boolean)
          .join(' / ');
  keyValueGrid(
    doc,
    [
      { label: label(order.kind === 'FCL' ? 'jobs:fields.containerNo' : 'trucking:fields.warehouse'), value: cargo },
      { label: label('trucking:fields.transportRequirement'), value: order.transportRequirement },
    ],
    2,
  );
}

/**
 * spec §7 "appointment download-file": one appointment of an order as a PDF. The phone is as the
 * order's answer has it for the caller (masked for one who only reads the job, spec §9).
 */
export async function appointmentFile(
  db: DbOrTx,
  who: TruckingCaller,
  { id, appointmentId, reader }: { id: number; appointmentId: number; reader: FileReader },
): Promise<DownloadFile> {
  const order = await getTruckingOrder(db, id, who);
  const appointment = order.appointments.find((a) => a.id === appointmentId);
  if (!appointment) throw notFound(ENTITY_NAMES.appointment, appointmentId);
  const issuer = await findIssuer(db, order.officeCode);
  return pdfFile(
    `APPOINTMENT-${order.truckingNo}-${appointment.bookingId}.pdf`,
    reader,
    (doc) => ({ footer: `${order.truckingNo} · ${printedAt(doc, reader.timeZone)}` }),
    (doc) => drawAppointment(doc, { order, appointment, issuer, timeZone: reader.timeZone }),
  );
}
