/** The date `days` days before today, as PostgreSQL's current_date counts (YYYY-MM-DD). */
export function daysAgo(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
