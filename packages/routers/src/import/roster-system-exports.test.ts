import { AGENT_LIST_EXTENSIONS } from '@agentledger/schema';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { parseAgentListTable, type AgentListRecord } from './agent-list-parser';
import { readUploadedSheets } from './read-file';
import { AGENT_LIST_COLUMNS } from './roster-synonyms';
import { headerKey } from './synonyms';
import type { Cell } from './values';

/** An upload read as Import Agents reads it: the file's first sheet, then the agent list parser. */
async function importRead(filename: string, data: string | Buffer) {
  const [sheet] = await readUploadedSheets(filename, Buffer.from(data), AGENT_LIST_EXTENSIONS);
  return parseAgentListTable(sheet?.rows ?? [], null, { delimited: sheet?.delimited });
}

/** Only what a row gives (the fields read as not given left out), to compare with what was written by hand. */
const given = (record: AgentListRecord) =>
  Object.fromEntries(Object.entries(record).filter(([field, value]) => value !== null && field !== 'rowNumber'));

function workbook(rows: Cell[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Producers');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('agent lists as agency-management and contracting systems export them', () => {
  it('AgentSync onboarding template: the Agent NPN is the person, never the Agency NPN beside it', async () => {
    const parsed = await importRead(
      'agentsync-onboard.csv',
      'Agency NPN,First Name,Last Name,Agent NPN,Agent Email,Agent SSN,Line of Authority\n' +
        '19000001,Ann,One,17000001,ann@example.com,123-45-6789,Life\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map(given)).toEqual([
      { npn: '17000001', name: 'Ann One', firstName: 'Ann', lastName: 'One', email: 'ann@example.com' },
    ]);
  });

  it('Salesforce contact report: the Mailing address (over two lines), the state by name, ZIP+4, the Account', async () => {
    const parsed = await importRead(
      'contacts.csv',
      'First Name,Last Name,Account Name,Mailing Street,Mailing City,Mailing State/Province,Mailing Zip/Postal Code,Mobile,Email,Birthdate,NPN\n' +
        'Ann,One,Acme Benefits,"12 Main St\nSuite 200",Austin,Texas,78701-1234,+1 (512) 555-0101,ann@example.com,3/4/1975,17000001\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map(given)).toEqual([
      {
        npn: '17000001',
        name: 'Ann One',
        firstName: 'Ann',
        lastName: 'One',
        agencyName: 'Acme Benefits',
        address: '12 Main St, Suite 200',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701-1234',
        phone: '+1 (512) 555-0101',
        email: 'ann@example.com',
        dateOfBirth: '1975-03-04',
      },
    ]);
  });

  it('Salesforce Data Loader export: API field names, a custom NPN__c field and ISO date-times', async () => {
    const parsed = await importRead(
      'contact-extract.csv',
      '"FirstName","LastName","MailingStreet","MailingCity","MailingState","MailingPostalCode","MobilePhone","Email","Birthdate","Upline_NPN__c","NPN__c"\n' +
        '"Bob","Two","9 Elm Rd","Boston","ma","02134","6175550102","bob@example.com","1980-11-30T00:00:00.000Z","17000001","0017000002"\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map(given)).toEqual([
      {
        npn: '0017000002',
        name: 'Bob Two',
        firstName: 'Bob',
        lastName: 'Two',
        address: '9 Elm Rd',
        city: 'Boston',
        state: 'MA',
        zipcode: '02134',
        phone: '6175550102',
        email: 'bob@example.com',
        dateOfBirth: '1980-11-30',
        uplineNPN: '17000001',
      },
    ]);
  });

  it('Vertafore-style hierarchy inquiry: LAST, FIRST M names, Individual Licensee / Firm, agreement status', async () => {
    const parsed = await importRead(
      'producers-in-hierarchy.csv',
      'Producer Name,NPN,Producer Type,Agreement Status,Upline Producer Name,Upline NPN\n' +
        '"ONE, ANN B",17000001,Individual Licensee,Active,"DOE, JANE",17000009\n' +
        'ACME AGENCY LLC,17000002,Firm,Inactive,,\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map(given)).toEqual([
      {
        npn: '17000001',
        name: 'ANN B ONE',
        firstName: 'ANN',
        middleName: 'B',
        lastName: 'ONE',
        type: 'Individual',
        status: 'active',
        uplineName: 'JANE DOE',
        uplineNPN: '17000009',
      },
      // A firm's one name is its business name, not a person's first, middle and last name.
      {
        npn: '17000002',
        name: 'ACME AGENCY LLC',
        businessName: 'ACME AGENCY LLC',
        type: 'Business',
        status: 'inactive',
      },
    ]);
  });

  it('NIPR-style producer download: "National Producer Number (NPN)", business address lines 1 and 2, leading zeros', async () => {
    const parsed = await importRead(
      'pdb.csv',
      'National Producer Number (NPN),Last Name,First Name,Middle Name,Suffix,Business Address Line 1,Business Address Line 2,Business City,Business State,Business Zip,Business Phone,Business Email,Date of Birth (MM/DD/YYYY)\n' +
        '0017000003,SMITH,JOHN,T,JR,400 Oak Ave,Ste 12,Dallas,TX,75201-4410,214.555.0103,john@example.com,07/15/1968\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map(given)).toEqual([
      {
        npn: '0017000003',
        name: 'JOHN T SMITH JR',
        firstName: 'JOHN',
        middleName: 'T',
        lastName: 'SMITH',
        suffix: 'JR',
        address: '400 Oak Ave, Ste 12',
        city: 'Dallas',
        state: 'TX',
        zipcode: '75201-4410',
        phone: '214.555.0103',
        email: 'john@example.com',
        dateOfBirth: '1968-07-15',
      },
    ]);
  });

  it('AgencyBloc-style export: "Agent Full Name", "Agent NPN", "Upline Agent" by name and "Upline Agent NPN"', async () => {
    const parsed = await importRead(
      'agencybloc.csv',
      'Agent ID,Agent Full Name,Agent NPN,Agency,Upline Agent,Upline Agent NPN,Agent Status,Email Address,Mobile Phone\n' +
        'AB-1,"Reyes, Carmen",33300001,Reyes Group,,,Active,carmen@reyes.example,(555) 201-0001\n' +
        'AB-2,Devon Price,33300002,Reyes Group,"Reyes, Carmen",33300001,Active,devon@reyes.example,555.201.0002\n' +
        'AB-3,"Okafor, Chidi Jr",33300003,Reyes Group,Devon Price,,Terminated,chidi@reyes.example,\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(
      parsed.records.map(({ npn, name, uplineName, uplineNPN, status, agencyName }) => ({
        npn,
        name,
        uplineName,
        uplineNPN,
        status,
        agencyName,
      })),
    ).toEqual([
      {
        npn: '33300001',
        name: 'Carmen Reyes',
        uplineName: null,
        uplineNPN: null,
        status: 'active',
        agencyName: 'Reyes Group',
      },
      {
        npn: '33300002',
        name: 'Devon Price',
        uplineName: 'Carmen Reyes',
        uplineNPN: '33300001',
        status: 'active',
        agencyName: 'Reyes Group',
      },
      {
        npn: '33300003',
        name: 'Chidi Okafor Jr',
        uplineName: 'Devon Price',
        uplineNPN: null,
        status: 'terminated',
        agencyName: 'Reyes Group',
      },
    ]);
  });

  it('carrier hierarchy report: "Level 3" is no role; contract statuses with a reason or two agreeing words', async () => {
    const parsed = await importRead(
      'hierarchy.csv',
      'Writing Agent Number,Agent Name,NPN,Hierarchy Level,Upline Agent Name,Upline NPN,Contract Status,Contract Level\n' +
        '"A100","ONE, ANN",17000001,Level 3,"DOE, JANE",17000009,Terminated - Not For Cause,80\n' +
        '"A101","TWO, BOB",17000002,L3,"DOE, JANE",17000009,Active - Appointed,80\n' +
        '"A900","DOE, JANE",17000009,Agency Owner,,,Appointed,100\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(
      parsed.records.map(({ npn, name, role, status, uplineNPN, compLevel }) => ({
        npn,
        name,
        role,
        status,
        uplineNPN,
        compLevel,
      })),
    ).toEqual([
      { npn: '17000001', name: 'ANN ONE', role: null, status: 'terminated', uplineNPN: '17000009', compLevel: 80 },
      { npn: '17000002', name: 'BOB TWO', role: null, status: 'active', uplineNPN: '17000009', compLevel: 80 },
      { npn: '17000009', name: 'JANE DOE', role: 'Agency Owner', status: 'active', uplineNPN: null, compLevel: 100 },
    ]);
  });

  it('reads the statuses systems write in parts, and keeps asking where the parts disagree or say something else', async () => {
    const statuses = [
      ['Terminated (Not for Cause)', 'terminated'],
      ['Terminated For Cause', 'terminated'],
      ['Cancelled / Voluntary', 'terminated'],
      ['Appointed - Active', 'active'],
      ['Not Contracted', 'inactive'],
      ['Contract Pending', 'inactive'],
      ['Deceased', 'terminated'],
      ['Inactive - Terminated', 'Row 9: Status "Inactive - Terminated" is not one of active, inactive, terminated'],
      ['Active (For Cause)', 'Row 10: Status "Active (For Cause)" is not one of active, inactive, terminated'],
      ['Pending Termination', 'Row 11: Status "Pending Termination" is not one of active, inactive, terminated'],
      ['Platinum', 'Row 12: Status "Platinum" is not one of active, inactive, terminated'],
    ];
    const csv = [
      'NPN,First Name,Last Name,Appointment Status',
      ...statuses.map(([s], i) => `${i + 1},P,Person ${i},"${s}"`),
    ];
    const parsed = await importRead('statuses.csv', csv.join('\n'));
    expect(parsed.records.map((record) => record.status)).toEqual(statuses.slice(0, 7).map(([, s]) => s));
    expect(parsed.errors).toEqual(statuses.slice(7).map(([, error]) => error));
  });

  it('agency-management contact export: Full Name beside a Preferred Name, NPN #, address lines, the state by name', async () => {
    const parsed = await importRead(
      'agents-export.csv',
      'Agent ID,Full Name,Preferred Name,NPN #,Email Address,Cell Phone,Address Line 1,Address Line 2,City,State,Zip Code,Status,Upline\n' +
        '1,Ann B One,Annie,17000001,ann@example.com,555-123-4567,12 Main,Apt 2,Austin,Texas,78701,Contracted,Jane Doe\n' +
        '2,Jane Doe,,17000009,jane@example.com,,,,,New Mexico,,Appointed,\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map(given)).toEqual([
      {
        npn: '17000001',
        name: 'Ann B One',
        firstName: 'Ann',
        middleName: 'B',
        lastName: 'One',
        email: 'ann@example.com',
        phone: '555-123-4567',
        address: '12 Main, Apt 2',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        status: 'active',
        uplineName: 'Jane Doe',
      },
      {
        npn: '17000009',
        name: 'Jane Doe',
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@example.com',
        state: 'NM',
        status: 'active',
      },
    ]);
  });

  it('an upline written with a code after the name keeps the name only: the code is never taken as the Upline NPN', async () => {
    const parsed = await importRead(
      'office.csv',
      'NPN,First Name,Last Name,Upline,Reports To NPN\n' +
        '17000001,Ann,One,Jane Doe (17000009),\n' +
        '17000002,Bob,Two,"DOE, JANE [A900]",\n' +
        '17000003,Cy,Three,Jane Doe (Office Manager),\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map(({ uplineName, uplineNPN }) => ({ uplineName, uplineNPN }))).toEqual([
      { uplineName: 'Jane Doe', uplineNPN: null },
      { uplineName: 'JANE DOE', uplineNPN: null },
      { uplineName: 'Jane Doe (Office Manager)', uplineNPN: null },
    ]);
  });

  it('a header spelled out in parentheses is read, unless the parentheses name someone else', async () => {
    const parsed = await importRead(
      'notes.csv',
      'Agent NPN #,Name (Last First),Upline (NPN),Email (Upline),Phone (Mobile)\n' +
        '17000001,"One, Ann",17000009,jane@example.com,555-0101\n',
    );
    expect(parsed.errors).toEqual([]);
    // "Email (Upline)" is the upline's address: not the agent's.
    expect(parsed.records.map(given)).toEqual([
      { npn: '17000001', name: 'Ann One', firstName: 'Ann', lastName: 'One', uplineNPN: '17000009', phone: '555-0101' },
    ]);
  });

  it('an Excel workbook: NPN number cells, date cells, a ZIP kept as text, an NPN Excel shortened refused by row', async () => {
    const parsed = await importRead(
      'producers.xlsx',
      workbook([
        [
          'Producer NPN #',
          'Producer First Name',
          'Producer Last Name',
          'DOB',
          'Mobile #',
          'Primary Email',
          'Zip+4',
          'Contracting Status',
        ],
        [17000001, 'Ann', 'One', new Date(1975, 2, 4), '(555) 123-4567', 'ann@example.com', '02134-1001', 'Appointed'],
        ['1.7E+07', 'Bob', 'Two', new Date(1980, 10, 30), '', '', '', 'Term'],
      ]),
    );
    expect(parsed.records.map(given)).toEqual([
      {
        npn: '17000001',
        name: 'Ann One',
        firstName: 'Ann',
        lastName: 'One',
        dateOfBirth: '1975-03-04',
        phone: '(555) 123-4567',
        email: 'ann@example.com',
        zipcode: '02134-1001',
        status: 'active',
      },
    ]);
    expect(parsed.errors).toEqual([
      'Row 3: the NPN "1.7E+07" is not a number — Excel may have shortened it; format the column as text and export again',
    ]);
  });
});

it('names no roster header twice: each header word belongs to one field', () => {
  const owners = new Map<string, string[]>();
  for (const [field, names] of Object.entries(AGENT_LIST_COLUMNS)) {
    for (const name of names)
      owners.set(headerKey(name), [...new Set([...(owners.get(headerKey(name)) ?? []), field])]);
  }
  expect([...owners].filter(([, fields]) => fields.length > 1)).toEqual([]);
});

describe('ZIP codes as spreadsheets keep them', () => {
  it('a ZIP that lost its leading zeros as a number gets them back; a ZIP+4 kept as a number gets its dash', () => {
    const rows: Cell[][] = [
      ['NPN', 'First Name', 'Last Name', 'Zip Code'],
      ['17000001', 'Ann', 'One', 2134],
      ['17000002', 'Bo', 'Two', '2134'],
      ['17000003', 'Cy', 'Three', '601.0'],
      ['17000004', 'Di', 'Four', 21341001],
      ['17000005', 'Ed', 'Five', '02134-1001'],
      ['17000006', 'Fay', 'Six', 90210],
      ['17000007', 'Gil', 'Seven', 'K1A 0B1'],
      ['17000008', 'Hal', 'Eight', ''],
    ];
    expect(parseAgentListTable(rows).records.map((record) => record.zipcode)).toEqual([
      '02134',
      '02134',
      '00601',
      '02134-1001',
      '02134-1001',
      '90210',
      'K1A 0B1',
      null,
    ]);
  });
});

describe('hierarchy exports with a column per level above the agent', () => {
  const uplines = (records: AgentListRecord[]) => records.map((r) => [r.name, r.uplineName, r.uplineNPN]);

  it('reads "Upline 1" as the direct upline when the levels count up from the agent (the top is one person)', async () => {
    const parsed = await importRead(
      'hierarchy.csv',
      [
        'NPN,First Name,Last Name,Upline 1,Upline 2,Upline 3',
        '17000099,Bob,Boss,,,',
        '17000009,Jane,Doe,Bob Boss,,',
        '17000001,John,Smith,Jane Doe,Bob Boss,',
        '17000002,Al,Wu,John Smith,Jane Doe,Bob Boss',
      ].join('\n'),
    );
    expect(uplines(parsed.records)).toEqual([
      ['Bob Boss', null, null],
      ['Jane Doe', 'Bob Boss', null],
      ['John Smith', 'Jane Doe', null],
      ['Al Wu', 'John Smith', null],
    ]);
  });

  it('reads the last filled level as the direct upline when the levels count down from the top', async () => {
    const parsed = await importRead(
      'hierarchy.csv',
      [
        'NPN,First Name,Last Name,Level 1 Upline NPN,Level 2 Upline NPN,Level 3 Upline NPN',
        '17000099,Bob,Boss,,,',
        '17000009,Jane,Doe,17000099,,',
        '17000001,John,Smith,17000099,17000009,',
        '17000002,Al,Wu,17000099,17000009,17000001',
        '17000003,Cy,Li,17000099,17000009,',
      ].join('\n'),
    );
    expect(uplines(parsed.records).map(([name, , npn]) => [name, npn])).toEqual([
      ['Bob Boss', null],
      ['Jane Doe', '17000099'],
      ['John Smith', '17000009'],
      ['Al Wu', '17000001'],
      ['Cy Li', '17000009'],
    ]);
  });

  it('refuses the list, asking for the upline column, when the rows do not say which way the levels count', async () => {
    await expect(
      importRead(
        'hierarchy.csv',
        'NPN,First Name,Last Name,Upline 1,Upline 2\n17000001,John,Smith,Jane Doe,Bob Boss\n',
      ),
    ).rejects.toThrow(
      'The columns Upline 1, Upline 2 name several levels above each agent, and the rows do not show which one is the direct upline (the first filled or the last). Nothing was imported. Map its columns under Import Agents → Map columns',
    );
    // An Upline column of its own is the upline, whatever the levels say.
    const direct = await importRead(
      'hierarchy.csv',
      'NPN,First Name,Last Name,Upline NPN,Upline 1,Upline 2\n17000001,John,Smith,17000009,Jane Doe,Bob Boss\n',
    );
    expect(uplines(direct.records)).toEqual([['John Smith', null, '17000009']]);
  });

  it("reads the direction from the list's own people when the hierarchy has several tops", async () => {
    // Two agency owners at the top: the old "one person at the top" reading could not tell.
    const countingUp = await importRead(
      'hierarchy.csv',
      [
        'NPN,Agent Name,Upline 1 NPN,Upline 2 NPN,Upline 3 NPN',
        '17000091,"BOSS, ANN",,,',
        '17000092,"BOSS, BEN",,,',
        '17000011,"DOE, JANE",17000091,,',
        '17000012,"ROE, RAY",17000092,,',
        '17000001,"SMITH, JOHN",17000011,17000091,',
        '17000002,"WU, AL",17000012,17000092,',
      ].join('\n'),
    );
    expect(uplines(countingUp.records).map(([name, , npn]) => [name, npn])).toEqual([
      ['ANN BOSS', null],
      ['BEN BOSS', null],
      ['JANE DOE', '17000091'],
      ['RAY ROE', '17000092'],
      ['JOHN SMITH', '17000011'],
      ['AL WU', '17000012'],
    ]);
    const countingDown = await importRead(
      'hierarchy.csv',
      [
        'NPN,First Name,Last Name,Level 1 Manager,Level 2 Manager,Level 3 Manager',
        '17000091,Ann,Boss,,,',
        '17000092,Ben,Boss,,,',
        '17000011,Jane,Doe,Ann Boss,,',
        '17000012,Ray,Roe,Ben Boss,,',
        '17000001,John,Smith,Ann Boss,Jane Doe,',
        '17000002,Al,Wu,Ben Boss,Ray Roe,',
      ].join('\n'),
    );
    expect(uplines(countingDown.records).map(([name, upline]) => [name, upline])).toEqual([
      ['Ann Boss', null],
      ['Ben Boss', null],
      ['Jane Doe', 'Ann Boss'],
      ['Ray Roe', 'Ben Boss'],
      ['John Smith', 'Jane Doe'],
      ['Al Wu', 'Ray Roe'],
    ]);
  });
});
