/** An ISO 8601 duration (xs:duration) for a length in milliseconds: 195000 -> PT3M15S, 61500 -> PT1M1.5S. */
export function isoDuration(milliseconds: number): string {
  if (!Number.isFinite(milliseconds) || milliseconds < 0) throw new RangeError(`Not a duration: ${milliseconds} ms`);
  const total = Math.round(milliseconds);
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const fraction = millis ? `.${String(millis).padStart(3, '0').replace(/0+$/, '')}` : '';
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds}${fraction}S`;
}
