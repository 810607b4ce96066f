import { createArtistOperation, listArtists } from './artists.server';
import { createArtistPageOperation, getArtistPage, listArtistPages, updateArtistPageOperation } from './artist-pages.server';
import { listDeliveries } from './deliveries.server';
import { listDeliveryConsole, resendDeliveryOperation, retryDeliveryOperation } from './delivery-console.server';
import { getArtwork, getTrackAudio } from './file-downloads.server';
import { addTrack, putArtwork, putTrackAudio } from './files.server';
import { cancelTakedownOperation, reopenReleaseOperation, requestTakedownOperation, submitReleaseOperation } from './lifecycle.server';
import type { ApiOperation } from './operation.server';
import { getReleaseErn } from './release-ern.server';
import { getStoreFeed } from './store-feeds.server';
import { createReleaseOperation, getRelease, listReleases, updateRelease } from './releases.server';
import { approveReview, listReviews, rejectReview } from './reviews.server';
import { getRoyaltyLedger } from './royalty-ledger.server';
import { traceRoyaltiesOperation } from './royalty-trace.server';
import { analyticsOperation } from './analytics.server';
import { getLedgerCheck } from './ledger-check.server';
import { getRoyaltiesSummary, listLedgerEntries } from './money.server';
import { cancelPayoutOperation, getPayout, listPayouts, requestPayoutOperation } from './payouts.server';
import { getPresave, listPresaves } from './presaves.server';
import { listReleaseSplits, setReleaseSplit } from './splits.server';
import { getStatementImportOperation, getSuspense, importStatementOperation, listStatementImports, rematchStatementsOperation } from './statement-imports.server';
import { createSmartLinkOperation, getSmartLink, getSmartLinkAnalytics } from './smart-links.server';
import { getStatementCsv, getStatementPdf, listStatements } from './statements.server';
import { deleteTrackOperation, updateTrack } from './tracks.server';
import { addTracks } from './track-batch.server';
import { proposeReleaseUpdateOperation } from './updates.server';
import { getValidation } from './validation.server';

/** Every operation the `/v1` route modules serve, in the order the OpenAPI document lists them (decision 018's table). */
export const API_OPERATIONS: readonly ApiOperation[] = [
  listArtists,
  createArtistOperation,
  // Slipcase.Me (issue 29)
  listArtistPages,
  createArtistPageOperation,
  getArtistPage,
  updateArtistPageOperation,
  listReleases,
  createReleaseOperation,
  getRelease,
  updateRelease,
  getValidation,
  getReleaseErn,
  getStoreFeed,
  getArtwork,
  putArtwork,
  addTrack,
  addTracks,
  updateTrack,
  getTrackAudio,
  putTrackAudio,
  deleteTrackOperation,
  submitReleaseOperation,
  reopenReleaseOperation,
  requestTakedownOperation,
  cancelTakedownOperation,
  proposeReleaseUpdateOperation,
  listDeliveries,
  listDeliveryConsole,
  retryDeliveryOperation,
  resendDeliveryOperation,
  listReviews,
  approveReview,
  rejectReview,
  getRoyaltyLedger,
  getRoyaltiesSummary,
  traceRoyaltiesOperation,
  analyticsOperation,
  listLedgerEntries,
  getLedgerCheck,
  listPayouts,
  requestPayoutOperation,
  getPayout,
  cancelPayoutOperation,
  listReleaseSplits,
  setReleaseSplit,
  listStatements,
  getStatementCsv,
  getStatementPdf,
  listStatementImports,
  importStatementOperation,
  getStatementImportOperation,
  rematchStatementsOperation,
  getSuspense,
  // Smart links (issue 29)
  createSmartLinkOperation,
  getSmartLink,
  getSmartLinkAnalytics,
  // Pre-save (issue 29)
  listPresaves,
  getPresave,
];
