import { config } from '@slipcase/config';
/** Where users ask for help (a blocked account, a release they would rather fix than take down); a deployment sets its own. */
export function supportEmail(): string {
  return config().web.supportEmail;
}
