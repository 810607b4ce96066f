/** GS1 check digit over the digits that precede it (UPC-A / EAN-13 / GTIN). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A UPC (12 digits) or EAN (13 digits) whose last digit is its check digit. */
export function isValidUpc(code: string): boolean {
  if (!/^\d{12,13}$/.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** The 13-digit EAN for a catalogue number under a GS1 company prefix (digits only). */
export function assignUpc(companyPrefix: string, sequence: number): string {
  const width = 12 - companyPrefix.length;
  const body = companyPrefix + String(sequence).padStart(width, '0');
  if (!/^\d{12}$/.test(body)) throw new RangeError(`UPC sequence ${sequence} does not fit prefix ${companyPrefix}`);
  return body + gtinCheckDigit(body);
}

/** ISRC: country (2 letters), registrant (3 alphanumerics), year (2 digits), designation (5 digits); hyphens optional. */
export function normalizeIsrc(input: string): string | null {
  const compact = input.replace(/-/g, '').toUpperCase();
  return /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(compact) ? compact : null;
}

export function assignIsrc(prefix: string, year: number, sequence: number): string {
  const isrc = `${prefix}${String(year % 100).padStart(2, '0')}${String(sequence).padStart(5, '0')}`.toUpperCase();
  if (!normalizeIsrc(isrc)) throw new RangeError(`ISRC ${isrc} is not valid`);
  return isrc;
}

/** US-ABC-12-34567, the display form the specification shows. */
export function formatIsrc(isrc: string): string {
  return `${isrc.slice(0, 2)}-${isrc.slice(2, 5)}-${isrc.slice(5, 7)}-${isrc.slice(7)}`;
}

/**
 * Whether a typed ISRC lies in the range the platform assigns from (its own registrant prefix, every year). That
 * range is the platform's alone: a typed ISRC in it could take a number the sequence has yet to hand out.
 */
export function isPlatformIsrc(isrc: string, platformPrefix: string): boolean {
  const compact = normalizeIsrc(isrc.trim());
  return compact !== null && compact.startsWith(platformPrefix.toUpperCase());
}

/**
 * Whether a typed UPC or EAN lies in the platform's GS1 company prefix, which only assignment uses. A 12-digit
 * UPC-A is the EAN-13 with a leading zero, so both spellings of an assigned code count.
 */
export function isPlatformUpc(upc: string, companyPrefix: string): boolean {
  const digits = upc.replace(/[\s-]/g, '');
  return (digits.length === 12 ? `0${digits}` : digits).startsWith(companyPrefix);
}
