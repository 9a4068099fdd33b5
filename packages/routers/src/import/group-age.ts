/**
 * How old a person's debt in one report is: the date of the oldest row still owed, the report's
 * credits (payments, recoveries) paying the oldest rows first. A chargeback from July fully
 * recovered (its row at 0.00, or a recovery row against it) no longer dates a balance that a
 * chargeback from October makes: the July date would send the agent the 91+ days notice for a debt
 * 49 days old. With nothing owed, the oldest row's date, as before.
 */
export class GroupAges<Group> {
  /** Each group's dated rows (days old and cents), once it has a second row; one row is its own age. */
  private readonly rows = new Map<Group, { days: number[]; cents: number[]; credit: number }>();

  /** The group's first row. */
  first(group: Group, ageDays: number | null, cents: number): void {
    this.rows.set(group, {
      days: ageDays === null ? [] : [ageDays],
      cents: ageDays === null ? [] : [cents],
      credit: cents < 0 ? -cents : 0,
    });
  }

  /** A further row of the group. */
  add(group: Group, ageDays: number | null, cents: number): void {
    const rows = this.rows.get(group);
    if (!rows) return;
    if (cents < 0) rows.credit -= cents;
    if (ageDays === null) return;
    rows.days.push(ageDays);
    rows.cents.push(cents);
  }

  /** The group's age in days: its oldest row still owed, else its oldest row; null when no row is dated. */
  ageOf(group: Group): number | null {
    const rows = this.rows.get(group);
    if (!rows || rows.days.length === 0) return null;
    const { days, cents } = rows;
    const oldest = Math.max(...days);
    if (days.length === 1) return oldest;
    const owed = days.map((_, i) => i).filter((i) => cents[i]! > 0);
    owed.sort((a, b) => days[b]! - days[a]!);
    let credit = rows.credit;
    for (const i of owed) {
      if (credit < cents[i]!) return days[i]!;
      credit -= cents[i]!;
    }
    return oldest;
  }
}
