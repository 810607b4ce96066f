import { statementImportListSchema, statementImportsQuerySchema } from '@slipcase/api-contract/statement-import-schemas';
import { listedStatements } from '@slipcase/services/statements/list-statements';
import { serviceDeps } from '../deps.server';
import { apiJson, defineOperation } from './operation.server';
import { requireStaff } from './staff.server';

export const listStatementImports = defineOperation({
  operationId: 'listStatementImports',
  method: 'GET',
  path: '/v1/operator/statements',
  scope: 'review',
  tag: 'Royalties',
  summary: 'The store statements imported, the newest first (staff)',
  description:
    'Each statement’s store, sales month, status, lines, total per currency with its rate, worth and suspense in US dollars, who imported it when, and a failed import’s problem: what the operators’ statements page and `slipcase statements list` show.',
  query: statementImportsQuerySchema,
  responses: { 200: { description: 'The statements', schema: statementImportListSchema } },
  refusals: [400],
  async handle({ caller, query }) {
    requireStaff(caller);
    const statements = await listedStatements((await serviceDeps()).prisma, { limit: query.limit ?? 50 });
    return apiJson({ statements });
  },
});
