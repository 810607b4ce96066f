import { ledgerCheckSchema, type LedgerCheckJson } from '@slipcase/api-contract/ledger-schemas';
import { checkLedger } from '@slipcase/services/ledger/check-ledger';
import { serviceDeps } from '../deps.server';
import { apiJson, defineOperation } from './operation.server';
import { requireStaff } from './staff.server';

export const getLedgerCheck = defineOperation({
  operationId: 'getLedgerCheck',
  method: 'GET',
  path: '/v1/ledger/check',
  scope: 'review',
  tag: 'Royalties',
  summary: 'Every invariant of the royalty ledger checked, and each breach (staff)',
  description:
    'Each transaction sums to zero in each currency; each balance is the sum of its entries; no artist, pending payee or held balance is below zero; each posted statement was credited in full; each statement item is the sum of its lines. What `slipcase ledger check` prints.',
  responses: { 200: { description: 'The breaches, none when the ledger holds', schema: ledgerCheckSchema } },
  refusals: [],
  async handle({ caller }) {
    requireStaff(caller);
    return apiJson({ breaches: await checkLedger({ prisma: (await serviceDeps()).prisma }) } satisfies LedgerCheckJson);
  },
});
