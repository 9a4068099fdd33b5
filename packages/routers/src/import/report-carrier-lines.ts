import type { NamedCarrier } from './carrier-names';

// What is said about a Carrier column's rows that are not the carrier's the report was uploaded to:
// the line naming rows left out, and the refusal of a report none of whose rows is the carrier's.

/**
 * Whose a row is, by its Carrier cell: the carrier uploaded to, another company here, one not here,
 * or one that could be either of two companies here ("Omaha" beside Mutual of Omaha and United of Omaha).
 */
export type Whose =
  | { kind: 'own' }
  | { kind: 'other'; carrier: NamedCarrier }
  | { kind: 'unknown'; text: string }
  | { kind: 'unsure'; text: string; carriers: NamedCarrier[] };

/** A Carrier cell as one spelling: letter case and runs of spaces aside. */
export function spelling(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** "Aetna", "Aetna and Foresters", "Aetna, Foresters and Ethos". */
function nameList(names: readonly string[], and = 'and'): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/** Each cell once, in the order first met, by `key` (one carrier's spellings are one). */
function onceEach<K extends 'unknown' | 'unsure'>(
  named: readonly Whose[],
  kind: K,
  key: (text: string) => string = spelling,
): Extract<Whose, { kind: K }>[] {
  const first = new Map<string, Extract<Whose, { kind: K }>>();
  for (const whose of named)
    if (whose.kind === kind && !first.has(key(whose.text)))
      first.set(key(whose.text), whose as Extract<Whose, { kind: K }>);
  return [...first.values()];
}

/** What the rows of one company, not the carrier uploaded to, are said to be. */
export function leftOutLine(whose: Exclude<Whose, { kind: 'own' }>, uploaded: NamedCarrier): string {
  if (whose.kind === 'other') {
    const { name } = whose.carrier;
    return `for ${name}, not ${uploaded.name}; not read here. Upload the file under ${name} for them.`;
  }
  if (whose.kind === 'unsure') {
    const names = nameList(
      whose.carriers.map(({ name }) => name),
      'or',
    );
    return (
      `for "${whose.text}", which could be ${names}; not read here. ` +
      `Give the company they are for the code "${whose.text.trim()}" under Companies and upload the file under it for them.`
    );
  }
  return (
    `for "${whose.text}" (not a company here), not ${uploaded.name}; not read here. ` +
    'Add the company under Companies and upload the file under it for them.'
  );
}

/**
 * The refusal of a report none of whose rows names the carrier it was uploaded to: for the other
 * companies here it names, or, naming none, because which of its rows are this carrier's is not known.
 */
export function noneOwnRefusal(
  named: readonly Whose[],
  uploaded: NamedCarrier,
  unknownCarrier: (text: string) => string,
): string {
  const others = [...new Set(named.flatMap((whose) => (whose.kind === 'other' ? [whose.carrier.name] : [])))];
  const unknown = onceEach(named, 'unknown', unknownCarrier).map(({ text }) => `"${text}"`);
  const said = [
    ...onceEach(named, 'unsure').map(
      ({ text, carriers }) =>
        ` Its rows for "${text}" could be ${nameList(
          carriers.map(({ name }) => name),
          'or',
        )}.`,
    ),
    ...(unknown.length ? [` Its rows for ${nameList(unknown)} name no company here.`] : []),
  ].join('');
  if (others.length) {
    const under = others.length === 1 ? `Upload it under ${others[0]}.` : 'Upload it under each of them.';
    return (
      `This report is for ${nameList(others)} (its Carrier column), not ${uploaded.name}: nothing was imported. ` +
      `${under}${said}`
    );
  }
  const fix = unknown.length
    ? `Add each company under Companies (or give ${uploaded.name} the code its rows carry), then upload the file under each.`
    : `Give ${uploaded.name} the code its rows carry under Companies, then upload the file again.`;
  return `Which rows of this report are ${uploaded.name}'s is not known (its Carrier column): nothing was imported.${said} ${fix}`;
}
