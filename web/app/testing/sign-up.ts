/** A complete, valid sign-up of a new artist (Mira Sol), as the web form and the API both take it. */
export const NEW_ARTIST = {
  first_name: 'Mira',
  last_name: 'Sol',
  username: 'mira',
  email: 'mira@example.test',
  password: 'new-password-1!',
  password_confirmation: 'new-password-1!',
};
