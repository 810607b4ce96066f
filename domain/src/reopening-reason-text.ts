/** What the artist reads about a reason: its name, what is asked, and how to fix it. */
export interface ReopeningReasonText {
  name: string;
  description: string;
  fix: string;
}
