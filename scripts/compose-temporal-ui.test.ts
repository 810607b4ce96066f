import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

type Service = { image?: string; ports?: string[]; environment?: Record<string, string>; volumes?: string[] };
const root = new URL('..', import.meta.url);
const compose = parse(readFileSync(new URL('docker-compose.yml', root), 'utf8')) as { services: Record<string, Service> };

describe('production compose: the Temporal Web UI is for operators only', () => {
  it('publishes no port of the UI itself, only the authenticating proxy in front of it', () => {
    const ui = compose.services['temporal-ui'];
    expect(ui?.image).toMatch(/^temporalio\/ui:/);
    expect(ui?.ports ?? []).toEqual([]);
    const published = Object.entries(compose.services).filter(([, service]) => (service.ports ?? []).some((port) => port.endsWith(':8233')));
    expect(published.map(([name]) => name)).toEqual(['temporal-ui-auth']);
  });

  it('requires the operators’ credentials and a proxy configuration that asks for them before passing on', () => {
    const proxy = compose.services['temporal-ui-auth'];
    expect(proxy?.environment?.TEMPORAL_UI_USER).toMatch(/^\$\{TEMPORAL_UI_USER:\?/);
    expect(proxy?.environment?.TEMPORAL_UI_PASSWORD_HASH).toMatch(/^\$\{TEMPORAL_UI_PASSWORD_HASH:\?/);
    const mounted = (proxy?.volumes ?? []).find((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'));
    const caddyfile = readFileSync(new URL(mounted?.split(':')[0] ?? 'missing', root), 'utf8');
    expect(caddyfile).toMatch(/basic_auth\s*\{\s*\{\$TEMPORAL_UI_USER\} \{\$TEMPORAL_UI_PASSWORD_HASH\}\s*\}/);
    expect(caddyfile.indexOf('basic_auth')).toBeLessThan(caddyfile.indexOf('reverse_proxy temporal-ui:8080'));
  });

  it('keeps the unauthenticated Temporal frontend off the network', () => {
    expect(compose.services.temporal?.ports).toEqual(['127.0.0.1:7233:7233']);
  });
});
