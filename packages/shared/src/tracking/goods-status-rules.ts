import { NORMAL_STEPS, type TGoodsStatusStep } from './goods-status';

/**
 * Steps whose date is not a moment the shipment passed in order: the ETA is a forecast of the
 * arrival (the arrival notice is sent before it), a remark is a note at any time. Neither is held
 * to the order nor holds others to it.
 */
const UNORDERED: readonly TGoodsStatusStep[] = ['ETA', 'REMARK'];

export interface RecordedStep {
  step: TGoodsStatusStep;
  occurredAt: string;
}

/** Why a step cannot be dated so: the nearest recorded step before it is later, or the nearest after it earlier. */
export interface OrderRefusal {
  kind: 'beforePrevious' | 'afterNext';
  step: TGoodsStatusStep;
  occurredAt: string;
}

const position = (step: TGoodsStatusStep) => NORMAL_STEPS.indexOf(step);
const time = (at: string) => new Date(at).getTime();

/**
 * spec §4, issue 20: the recorded normal steps of a job (or of one house bill) keep their dates in
 * the sequence's order. `recorded` are the other steps in force; an entry out of order is refused
 * unless recorded as a correction with a reason (the caller's choice).
 */
export function goodsStatusOrderRefusal(recorded: readonly RecordedStep[], entry: RecordedStep): OrderRefusal | null {
  if (UNORDERED.includes(entry.step)) return null;
  const at = position(entry.step);
  const ordered = recorded
    .filter((r) => r.step !== entry.step && !UNORDERED.includes(r.step))
    .sort((a, b) => position(a.step) - position(b.step));
  const previous = ordered.filter((r) => position(r.step) < at).at(-1);
  if (previous && time(previous.occurredAt) > time(entry.occurredAt)) return { kind: 'beforePrevious', ...previous };
  const next = ordered.find((r) => position(r.step) > at);
  if (next && time(next.occurredAt) < time(entry.occurredAt)) return { kind: 'afterNext', ...next };
  return null;
}

/** The furthest step of the sequence recorded (a remark is no step forward): the desk's "current step". */
export function currentGoodsStatusStep(recorded: readonly { step: string }[]): TGoodsStatusStep | null {
  const positions = recorded
    .map((r) => NORMAL_STEPS.indexOf(r.step as TGoodsStatusStep))
    .filter((at) => at >= 0 && NORMAL_STEPS[at] !== 'REMARK');
  return positions.length === 0 ? null : NORMAL_STEPS[Math.max(...positions)]!;
}
