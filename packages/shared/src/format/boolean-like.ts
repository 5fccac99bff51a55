/** spec §9 Boolean-like true values; anything else (`True`, `yes`, 2) is false. */
const TRUE_VALUES: readonly unknown[] = [true, 'TRUE', 'true', 1, '1'];

/** Whether a flag as the original backend sends it (`"TRUE"`, `"1"`, 1, true) means yes. */
export const isTrueLike = (value: unknown): boolean => TRUE_VALUES.includes(value);
