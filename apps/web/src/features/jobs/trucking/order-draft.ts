import type { TJobType } from '@apex/shared/jobs';
import type {
  TTruckingContainer,
  TTruckingKind,
  TTruckingOrder,
  ZCreateTruckingOrderRequest,
} from '@apex/shared/movement';
import type { z } from 'zod';

/** What the order editor holds: the request's fields, its containers as the order shows them (job no, type). */
export type OrderDraft = Omit<z.input<typeof ZCreateTruckingOrderRequest>, 'containers' | 'trucker'> & {
  trucker: number | null;
  containers: TTruckingContainer[];
  truckerName: string;
  consigneeName: string;
  warehouseName: string;
};

/** A new order of the job: an export's truck picks up for the port, an import's delivers to the consignee. */
export const newOrderDraft = (jobType: TJobType, kind: TTruckingKind, united: boolean): OrderDraft => ({
  kind,
  united,
  direction: jobType === 'OE' ? 'PICKUP' : 'DELIVERY',
  trucker: null,
  truckerName: '',
  truckingDate: null,
  consignee: null,
  consigneeName: '',
  vehicleType: '',
  appointmentNo: '',
  appointmentAt: null,
  address: null,
  transportRequirement: '',
  cargoLocation: '',
  cyReturn: '',
  freeDate: null,
  remark: '',
  deliveredAt: null,
  containers: [],
  packages: null,
  weightKg: null,
  volumeCbm: null,
  warehouse: null,
  warehouseName: '',
});

export const draftOf = (order: TTruckingOrder): OrderDraft => ({
  kind: order.kind,
  united: order.united,
  direction: order.direction,
  trucker: order.trucker,
  truckerName: order.truckerName,
  truckingDate: order.truckingDate,
  consignee: order.consignee,
  consigneeName: order.consigneeName,
  vehicleType: order.vehicleType,
  appointmentNo: order.appointmentNo,
  appointmentAt: order.appointmentAt,
  address: order.address,
  transportRequirement: order.transportRequirement,
  cargoLocation: order.cargoLocation,
  cyReturn: order.cyReturn,
  freeDate: order.freeDate,
  remark: order.remark,
  deliveredAt: order.deliveredAt,
  containers: order.containers,
  packages: order.packages,
  weightKg: order.weightKg,
  volumeCbm: order.volumeCbm,
  warehouse: order.warehouse,
  warehouseName: order.warehouseName,
});

/** The request the draft makes: the containers by job and number with their moments. */
export function requestOf({ truckerName, consigneeName, warehouseName, containers, ...draft }: OrderDraft) {
  return {
    ...draft,
    containers: containers.map(({ jobId, containerNo, pickupEmptyAt, loadedAt, returnedAt }) => ({
      jobId,
      containerNo,
      pickupEmptyAt,
      loadedAt,
      returnedAt,
    })),
  };
}
