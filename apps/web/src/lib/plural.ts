/**
 * A count with its noun in the right number: "1 row", "2 rows", "0 rows". The plural is the noun
 * with an "s" unless given ("1 reply", "2 replies"); a longer phrase counts by its noun ("1 total row").
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
