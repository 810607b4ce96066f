/** A UPC as the domain reads it (checkUpc): spaces and hyphens are not part of it. */
export const upcDigits = (upc: string): string => upc.replace(/[\s-]/g, '');
