import { DEFAULT_CARRIERS, DEFAULT_SETTINGS } from '@agentledger/schema';
import {
  BUSINESS_SUFFIXES,
  CHARGEBACK_NOTES,
  CREDIT_NOTES,
  EMAIL_DOMAINS,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  MIDDLE_INITIALS,
  PLACES,
  STREET_SUFFIXES,
  STREETS,
} from './names';
import { seededRandom, type Random } from './random';

export type DemoCarrierCode = (typeof DEFAULT_CARRIERS)[number]['code'];
export type DemoRecordStatus = 'active' | 'inactive' | 'terminated';

/** One carrier-specific agent record of a person: the carrier's agent id and writing number. */
export interface DemoAgentRecord {
  carrierCode: DemoCarrierCode;
  agentId: string;
  writingNumber: string;
  status: DemoRecordStatus;
}

export interface DemoPerson {
  firstName: string;
  middleName: string;
  lastName: string;
  businessName: string | null;
  type: 'Individual' | 'Business';
  gender: 'Male' | 'Female';
  npn: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  dateOfBirth: string;
  compLevel: number;
  npnVerified: boolean;
  role: 'Agent' | 'Agency Owner';
  /** 0 the agency owner, 1 managers, 2 team leads, 3 agents. */
  level: number;
  uplineIndex: number | null;
  createdDaysAgo: number;
  records: DemoAgentRecord[];
}

export interface DemoDebt {
  personIndex: number;
  carrierCode: DemoCarrierCode;
  amountCents: number;
  status: 'outstanding' | 'paid';
  ageDays: number;
  notes: string;
}

export interface DemoNotice {
  personIndex: number;
  carrierCode: DemoCarrierCode;
  amountCents: number;
  /** The debt's age when the notice went out, which picks the template. */
  ageDaysAtSend: number;
  daysAgo: number;
  status: 'sent' | 'outbox' | 'failed';
  error: string | null;
}

export interface DemoAgency {
  people: DemoPerson[];
  debts: DemoDebt[];
  notices: DemoNotice[];
}

export const DEMO_SEED = 20261123;
const MANAGERS = 5;
const LEADS_PER_MANAGER = 3;
const AGENTS_PER_LEAD = 9;
const CARRIER_CODES: readonly DemoCarrierCode[] = DEFAULT_CARRIERS.map((c) => c.code);

/** Each carrier numbers its agents its own way; writing numbers are digits only. */
const AGENT_ID_FORMAT: Record<DemoCarrierCode, (n: number) => string> = {
  AMAM: (n) => `AM${String(n).padStart(6, '0')}`,
  AETNA: (n) => `AET${String(n).padStart(5, '0')}`,
  FORESTERS: (n) => `F${String(n).padStart(7, '0')}`,
};
const WRITING_NUMBER_BASE: Record<DemoCarrierCode, number> = { AMAM: 4100000, AETNA: 62000000, FORESTERS: 310000 };

function unusedNpn(random: Random, taken: Set<string>): string {
  for (;;) {
    const npn = String(random.int(10_000_000, 21_999_999));
    if (!taken.has(npn)) {
      taken.add(npn);
      return npn;
    }
  }
}

function makePerson(random: Random, level: number, uplineIndex: number | null, taken: Set<string>): DemoPerson {
  const gender = random.chance(0.5) ? 'Male' : 'Female';
  const firstName = random.pick(gender === 'Male' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const npn = unusedNpn(random, taken);
  const place = random.pick(PLACES);
  const business = level === 3 && random.chance(0.03);
  const handle = `${firstName}.${lastName}${random.int(1, 99)}`.toLowerCase();
  return {
    firstName,
    middleName: random.pick(MIDDLE_INITIALS),
    lastName,
    businessName: business ? `${lastName} ${random.pick(BUSINESS_SUFFIXES)}` : null,
    type: business ? 'Business' : 'Individual',
    gender,
    npn,
    email: `${handle}@${random.pick(EMAIL_DOMAINS)}`,
    // 555-01xx numbers are reserved for fiction.
    phone: `(${place.area}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
    address: `${random.int(100, 9899)} ${random.pick(STREETS)} ${random.pick(STREET_SUFFIXES)}`,
    city: place.city,
    state: place.state,
    zipcode: `${place.zip}${String(random.int(1, 99)).padStart(2, '0')}`,
    dateOfBirth: `${random.int(1958, 2001)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    compLevel: [100, 95, 85, random.pick([50, 60, 70, 75, 80])][level] ?? 70,
    npnVerified: level < 3 || random.chance(0.8),
    role: level === 0 ? 'Agency Owner' : 'Agent',
    level,
    uplineIndex,
    createdDaysAgo: random.int(30, 720),
    records: [],
  };
}

/** Agency owner → managers → team leads → agents: 156 people in four levels. */
function buildPeople(random: Random, ownerName: string, ownerNpn: string): DemoPerson[] {
  const taken = new Set([ownerNpn]);
  const owner = makePerson(random, 0, null, taken);
  const [first = 'Jordan', ...rest] = ownerName.trim().split(/\s+/);
  Object.assign(owner, { firstName: first, lastName: rest.join(' ') || first, npn: ownerNpn, createdDaysAgo: 900 });
  const people = [owner];
  for (let m = 0; m < MANAGERS; m++) {
    const managerIndex = people.push(makePerson(random, 1, 0, taken)) - 1;
    for (let l = 0; l < LEADS_PER_MANAGER; l++) {
      const leadIndex = people.push(makePerson(random, 2, managerIndex, taken)) - 1;
      for (let a = 0; a < AGENTS_PER_LEAD; a++) people.push(makePerson(random, 3, leadIndex, taken));
    }
  }
  return people;
}

/** Most people write for one carrier, some for two or three; each carrier knows them by its own ids. */
function assignRecords(random: Random, people: DemoPerson[]) {
  const next: Record<DemoCarrierCode, number> = { AMAM: 104000, AETNA: 20500, FORESTERS: 5100000 };
  for (const person of people) {
    const roll = random.next();
    const count = person.level < 2 ? 3 : roll < 0.55 ? 1 : roll < 0.85 ? 2 : 3;
    const codes = random.shuffle(CARRIER_CODES).slice(0, count);
    const personStatus: DemoRecordStatus =
      person.level < 2 ? 'active' : random.chance(0.14) ? 'terminated' : random.chance(0.04) ? 'inactive' : 'active';
    person.records = codes.map((carrierCode) => {
      next[carrierCode] += random.int(1, 40);
      return {
        carrierCode,
        agentId: AGENT_ID_FORMAT[carrierCode](next[carrierCode]),
        writingNumber: String(WRITING_NUMBER_BASE[carrierCode] + next[carrierCode]),
        status: personStatus,
      };
    });
    // Some active people have been terminated by one carrier only.
    const [, second] = person.records;
    if (personStatus === 'active' && second && person.level === 3 && random.chance(0.1)) second.status = 'terminated';
  }
}

const AGE_RANGES = [
  [0, 45],
  [46, 90],
  [91, 420],
] as const;

function makeDebts(random: Random, people: DemoPerson[]): DemoDebt[] {
  const debts: DemoDebt[] = [];
  people.forEach((person, personIndex) => {
    for (const record of person.records) {
      const terminated = record.status === 'terminated';
      if (!terminated && !random.chance(person.level < 2 ? 0.2 : 0.45)) continue;
      const count = 1 + (random.chance(0.35) ? 1 : 0) + (random.chance(0.15) ? 1 : 0);
      for (let i = 0; i < count; i++) {
        const [min, max] = random.pick(AGE_RANGES);
        const ageDays = random.int(min, max);
        // A terminated agent's first debt is always an open balance: the case the dashboard counts.
        const mustOwe = terminated && i === 0;
        if (!mustOwe && random.chance(0.05)) {
          const amountCents = -random.int(2500, 40000);
          debts.push({
            personIndex,
            carrierCode: record.carrierCode,
            amountCents,
            status: 'outstanding',
            ageDays,
            notes: random.pick(CREDIT_NOTES),
          });
          continue;
        }
        const amountCents = 2500 + Math.round(random.next() ** 2 * 475000);
        const status = !mustOwe && random.chance(0.15) ? 'paid' : 'outstanding';
        debts.push({
          personIndex,
          carrierCode: record.carrierCode,
          amountCents,
          status,
          ageDays,
          notes: random.pick(CHARGEBACK_NOTES),
        });
      }
    }
  });
  return debts;
}

/** A dozen notices about debts past 45 days: most sent, one waiting in the outbox, one bounced. */
function makeNotices(random: Random, debts: DemoDebt[]): DemoNotice[] {
  const overdue = debts.filter((d) => d.status === 'outstanding' && d.amountCents > 0 && d.ageDays > 60);
  return overdue.slice(0, 12).map((debt, i) => {
    const daysAgo = random.int(1, Math.min(60, debt.ageDays - 46));
    return {
      personIndex: debt.personIndex,
      carrierCode: debt.carrierCode,
      amountCents: debt.amountCents,
      ageDaysAtSend: debt.ageDays - daysAgo,
      daysAgo,
      status: i === 4 ? 'outbox' : i === 8 ? 'failed' : 'sent',
      error: i === 8 ? '550 5.1.1 Mailbox unavailable' : null,
    };
  });
}

/**
 * A realistic agency from a fixed seed: the same people, ids and debts on every run.
 * The newest few agents joined this month, so the dashboard's "new this month" is not zero.
 */
export function buildDemoAgency(options: { ownerName?: string | null; ownerNpn?: string | null; dayOfMonth: number }) {
  const random = seededRandom(DEMO_SEED);
  const people = buildPeople(
    random,
    options.ownerName || (DEFAULT_SETTINGS.agencyOwnerName ?? 'Jordan Blake'),
    options.ownerNpn || (DEFAULT_SETTINGS.agencyOwnerNpn ?? '17350001'),
  );
  people.slice(-6).forEach((person, i) => {
    person.createdDaysAgo = i < 2 ? 0 : random.int(0, Math.max(0, options.dayOfMonth - 1));
  });
  assignRecords(random, people);
  const debts = makeDebts(random, people);
  return { people, debts, notices: makeNotices(random, debts) } satisfies DemoAgency;
}
