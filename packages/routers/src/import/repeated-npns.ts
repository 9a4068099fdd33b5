import { nameTiesAgree, personNameKey } from '@agentledger/schema';

type FirstRow = { rowNumber: number; name: string; carriers: Map<string, number> };

const samePerson = (a: string, b: string) => {
  const [x, y] = [personNameKey(a), personNameKey(b)];
  return x.key === y.key && nameTiesAgree(x.tie, y.tie);
};

const carrierKey = (carrierName: string) => carrierName.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The good rows of one roster by NPN. A row that repeats an NPN is never merged into the first (the
 * last row silently winning lost the first and left a row unaccounted for): it is a further
 * appointment of the same person, as an appointment list has a row per carrier, or a row error
 * naming both rows. The first row is the person's, as someone reading the file top to bottom takes it.
 */
export class RepeatedNpns {
  private readonly first = new Map<string, FirstRow>();

  /**
   * Whether a row is its person's first ('person') or adds an appointment at another carrier
   * ('appointment'); throws why it is not used otherwise. `carrierName` only for an appointment row.
   */
  take(row: { rowNumber: number; npn: string; name: string; carrierName: string | null }): 'person' | 'appointment' {
    const carrier = row.carrierName ? carrierKey(row.carrierName) : null;
    const first = this.first.get(row.npn);
    if (!first) {
      const carriers = new Map(carrier ? [[carrier, row.rowNumber]] : []);
      this.first.set(row.npn, { rowNumber: row.rowNumber, name: row.name, carriers });
      return 'person';
    }
    // Another name under the same NPN is a typing slip in one of them: neither is guessed.
    if (!samePerson(first.name, row.name)) {
      throw new Error(
        `NPN ${row.npn} is also on row ${first.rowNumber} for ${first.name}, not ${row.name}; this row was not used`,
      );
    }
    const earlier = carrier ? first.carriers.get(carrier) : undefined;
    if (carrier && earlier === undefined) {
      first.carriers.set(carrier, row.rowNumber);
      return 'appointment';
    }
    const where = earlier === undefined ? `row ${first.rowNumber}` : `row ${earlier} at the same carrier`;
    throw new Error(`NPN ${row.npn} is also on ${where}; only the first was used`);
  }
}
