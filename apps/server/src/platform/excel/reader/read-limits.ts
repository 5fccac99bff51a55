/** A workbook of 2M holds tens of thousands of rows; an import of one screen's data stays below this. */
export const MAX_IMPORT_ROWS = 5000;

/**
 * What reading one workbook may unpack (docs/decisions.md, "Excel imports are read as a stream").
 * 5,000 rows of the widest template (parties, 22 columns) of 45 different characters each unpack
 * to 12 MiB (730 KB zipped); a zip of 2M may unpack to 2 GiB.
 */
export const MAX_UNPACKED_BYTES = 48 * 1024 * 1024;
/** Sheet cells and shared strings read: those 5,000 rows are 110,000 of each. */
export const MAX_CELLS = 1_000_000;

/** The file is not a workbook we can read (not a zip, no sheet, broken XML). */
export class UnreadableWorkbook extends Error {}

/** Reading the file would unpack more than MAX_UNPACKED_BYTES, or read more than MAX_CELLS cells. */
export class WorkbookTooLarge extends Error {}

/** What is left to spend on one workbook; spending past it throws WorkbookTooLarge at once. */
export class ReadBudget {
  constructor(
    private bytesLeft = MAX_UNPACKED_BYTES,
    private cellsLeft = MAX_CELLS,
  ) {}

  spendBytes(count: number) {
    this.bytesLeft -= count;
    if (this.bytesLeft < 0) throw new WorkbookTooLarge(`more than ${MAX_UNPACKED_BYTES} bytes unpacked`);
  }

  spendCell() {
    this.cellsLeft -= 1;
    if (this.cellsLeft < 0) throw new WorkbookTooLarge(`more than ${MAX_CELLS} cells`);
  }
}
