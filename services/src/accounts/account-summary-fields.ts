/** The columns that say whose an account is and what it may do: its names, e-mail, plan, and whether it is blocked. */
export const accountSummaryFields = {
  id: true,
  name: true,
  username: true,
  email: true,
  plan: true,
  freeze: true,
  banned: true,
} as const;
