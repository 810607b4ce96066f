/** Prisma's P2002: a write met a unique index (two requests taking the same name or address at once). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}
