/** A genre code as stored ('pop', 'hip-hop', 'singer_songwriter') in the form stores show ('Pop', 'Hip-Hop', 'Singer Songwriter'); any other text is kept as written. */
export function genreDisplayName(genre: string): string {
  if (!/^[a-z0-9]+([-_ ][a-z0-9]+)*$/.test(genre)) return genre;
  return genre.replace(/_/g, ' ').replace(/(^|[- ])([a-z])/g, (_, separator: string, letter: string) => separator + letter.toUpperCase());
}
