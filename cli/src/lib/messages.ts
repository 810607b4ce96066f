// The CLI prints the English messages `/v1` answers with: the contract's (`errors.<code>`, placeholders filled).
export { errorMessage } from '@slipcase/api-contract/english';
