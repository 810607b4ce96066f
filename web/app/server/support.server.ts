/** Where users ask for help (a blocked account, a release they would rather fix than take down); a deployment sets its own. */
export function supportEmail(): string {
  return process.env.SLIPCASE_SUPPORT_EMAIL || 'support@slipcase.local';
}
