/** The `intent` of the two forms the API tokens page posts to its action. */
export const CREATE_TOKEN = 'create';
export const REVOKE_TOKEN = 'revoke';
