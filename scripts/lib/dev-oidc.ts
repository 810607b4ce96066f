/**
 * Local OpenID Connect providers standing in for Google and Apple, started by `npm start` only when
 * SLIPCASE_DEV_OIDC=1 (tests and demos: they sign anybody in). Stub: the social sign-in work fills it in.
 */
export interface DevOidc {
  /** Environment variables that point the web app's providers at the local servers. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startDevOidc(_options: { port: number }): Promise<DevOidc | null> {
  return null;
}
