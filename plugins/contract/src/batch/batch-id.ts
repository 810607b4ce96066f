/** The batch folder's name, `YYYYMMDDhhmmssnnn` in UTC, from the delivery's creation time. */
export function batchIdFor(createdAt: string): string {
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${createdAt}`);
  return new Date(time).toISOString().replace(/[-:T.Z]/g, '');
}
