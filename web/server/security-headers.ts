/** Headers every answer carries. HSTS only over TLS, where a browser honours it. */
export function securityHeaders(secure: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(secure && { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  };
}
