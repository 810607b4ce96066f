/** The domain's length limits are the `/v1` contract's too, so that a form and a `/v1` body take the same. */
export { LYRICS_MAX_LENGTH, TEXT_MAX_LENGTH } from '@slipcase/domain';