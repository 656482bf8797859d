import { CURRENCY } from './constants';

const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const FILE_SIZE_STEP = 1024;

/**
 * A file size for people: steps of 1024 across Bytes, KB, MB and GB, rounded to 2 decimals
 * with trailing zeros dropped (1536 -> "1.5 KB", 1024 -> "1 KB", 0 -> "0 Bytes").
 * Sizes of 1024 GB and more stay in GB. A value that rounds up to 1024 of one unit is shown
 * as 1 of the next (1048575 -> "1 MB", not "1024 KB").
 *
 * @throws RangeError when `bytes` is negative or not a finite number: a size cannot be,
 * and showing "0 Bytes" would hide the bug upstream.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`A file size must be a finite number of bytes, 0 or more: ${bytes}`);
  }
  let unit = 0;
  let value = bytes;
  while (value >= FILE_SIZE_STEP && unit < FILE_SIZE_UNITS.length - 1) {
    value /= FILE_SIZE_STEP;
    unit += 1;
  }
  let rounded = Math.round(value * 100) / 100;
  if (rounded >= FILE_SIZE_STEP && unit < FILE_SIZE_UNITS.length - 1) {
    rounded = Math.round((rounded / FILE_SIZE_STEP) * 100) / 100;
    unit += 1;
  }
  // String() of a number rounded to 2 decimals drops trailing zeros: 1.50 -> "1.5".
  return `${String(rounded)} ${FILE_SIZE_UNITS[unit]}`;
}

const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const poundsAndPence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: CURRENCY });

/**
 * An amount in pounds sterling as a UK reader expects it: 125000 -> "£125,000",
 * 25 -> "£25". Amounts with pence keep two decimals: 12.5 -> "£12.50".
 */
export function formatGBP(amount: number): string {
  return (Number.isInteger(amount) ? wholePounds : poundsAndPence).format(amount);
}
