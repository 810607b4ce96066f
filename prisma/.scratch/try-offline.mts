import { readFileSync } from 'node:fs';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';
const { instance } = await WebAssembly.instantiate(readFileSync('/work/main/node_modules/@prisma/schema-engine-wasm/schema_engine_bg.wasm'), { './schema_engine_bg.js': bg as any });
bg.__wbg_set_wasm(instance.exports); (instance.exports as any).__wbindgen_start();
const offline = (label: string): any => new Proxy({ provider: 'postgres', adapterName: '@prisma/adapter-pg', getConnectionInfo: () => ({ supportsRelationJoins: true }), queryRaw: async (q: any) => { console.error('Q', q.sql); if (!q.sql.includes('server_version_num')) throw new Error('offline'); return { columnNames: ['exists','version','numeric_version'], columnTypes: [5,7,0], rows: [[true, 'PostgreSQL 17.0', 170000]] }; } }, {
  get(t: any, p) { if (p in t) return t[p]; if (p === 'then') return undefined; return (...a: any[]) => { console.error(label, 'called', String(p), JSON.stringify(a).slice(0, 200)); throw new Error('offline: ' + String(p)); }; },
});
const factory = { provider: 'postgres', adapterName: '@prisma/adapter-pg', connect: async () => offline('main'), connectToShadowDb: async () => offline('shadow') };
const path = '/work/main/prisma/schema.prisma';
const content = readFileSync(path, 'utf8');
const engine = await bg.SchemaEngine.new({ datamodels: [[path, content]] }, (m: string) => console.error('LOG', m), bindMigrationAwareSqlAdapterFactory(factory as any));
console.error('after new');
const r = await engine.diff({ from: { tag: 'empty' }, to: { tag: 'schemaDatamodel', files: [{ path, content }] }, script: true, exitCode: null, filters: { externalTables: [], externalEnums: [] } });
console.log(r.stdout?.slice(0, 300), r.exitCode);
const r2 = await engine.diff({ from: { tag: 'schemaDatamodel', files: [{ path, content }] }, to: { tag: 'schemaDatamodel', files: [{ path, content }] }, script: true, exitCode: null, filters: { externalTables: [], externalEnums: [] } });
console.log(JSON.stringify(r2));
engine.free();
