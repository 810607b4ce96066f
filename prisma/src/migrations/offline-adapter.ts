import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
  SqlResultSet,
} from '@prisma/driver-adapter-utils';

// The engine asks the server for its version when it starts, and nothing more when it only diffs two datamodels.
const VERSION_PROBE = 'server_version_num';
const INT32 = 0;
const BOOLEAN = 5;
const TEXT = 7;

function refuse(): never {
  throw new Error('This schema engine has no database: only datamodel-to-datamodel diffs are possible.');
}

function offlineAdapter(): SqlDriverAdapter {
  return {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    getConnectionInfo: () => ({ supportsRelationJoins: true }),
    async queryRaw(query: SqlQuery): Promise<SqlResultSet> {
      if (!query.sql.includes(VERSION_PROBE)) refuse();
      return {
        columnNames: ['exists', 'version', 'numeric_version'],
        columnTypes: [BOOLEAN, TEXT, INT32],
        rows: [[true, 'PostgreSQL 17.0 (offline)', 170000]],
      };
    },
    executeRaw: async () => refuse(),
    executeScript: async () => refuse(),
    startTransaction: async () => refuse(),
    dispose: async () => {},
  };
}

/** A driver adapter factory that answers the engine's start-up probe and refuses every other query. */
export function offlineAdapterFactory(): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: async () => offlineAdapter(),
    connectToShadowDb: async () => offlineAdapter(),
  };
}
