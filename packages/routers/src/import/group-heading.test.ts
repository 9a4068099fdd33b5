import { describe, expect, it } from 'vitest';
import { readGroupHeading } from './group-heading';
import { headingAlone, headingText } from './report-row-shapes';

describe('group headings: the agent named once above their policy rows', () => {
  it.each([
    ['Agent: 40213  SMITH, WILLIAM H', '40213', 'SMITH, WILLIAM H'],
    ['Agent: SMITH, WILLIAM H (40213)', '40213', 'SMITH, WILLIAM H'],
    ['Producer 40213 - SMITH, WILLIAM H', '40213', 'SMITH, WILLIAM H'],
    ['AGENT NAME: SMITH, WILLIAM H   AGENT #: 40213', '40213', 'SMITH, WILLIAM H'],
    ['Agent #: 40213   Agent Name: SMITH, WILLIAM H', '40213', 'SMITH, WILLIAM H'],
    ['Agent 40213', '40213', null],
    ['Writing Agent No. W0040213', 'W0040213', null],
    ['Agent: SMITH, WILLIAM H', null, 'SMITH, WILLIAM H'],
    ['Rep: Mary-Ann O’Neil', null, 'Mary-Ann O’Neil'],
    ['40213 SMITH, WILLIAM H', '40213', 'SMITH, WILLIAM H'],
    ['Broker - AB1234 - Jane Doe', 'AB1234', 'Jane Doe'],
    // The name first, then the writing number, after a label or with none.
    ['SMITH, WILLIAM H (40213)', '40213', 'SMITH, WILLIAM H'],
    ['SMITH, WILLIAM H - 40213', '40213', 'SMITH, WILLIAM H'],
    ['SMITH, WILLIAM H  40213', '40213', 'SMITH, WILLIAM H'],
    ['SMITH, WILLIAM H 40213', '40213', 'SMITH, WILLIAM H'],
    ['SMITH, WILLIAM H, JR (40213)', '40213', 'SMITH, WILLIAM H, JR'],
    ["O'NEIL, MARY-ANN – AB1234", 'AB1234', "O'NEIL, MARY-ANN"],
    ['de la Cruz, María [4711]', '4711', 'de la Cruz, María'],
    ['Agent Name: SMITH, WILLIAM H (40213)', '40213', 'SMITH, WILLIAM H'],
    ['Agent Name: Jane Doe (40213)', '40213', 'Jane Doe'],
    ['Agent: SMITH, WILLIAM H (Writing #40213)', '40213', 'SMITH, WILLIAM H'],
    ['Agent: SMITH, WILLIAM H (Agent No. 40213)', '40213', 'SMITH, WILLIAM H'],
    ['Agent: de la Cruz, María [WN: 4711]', '4711', 'de la Cruz, María'],
    ['Producer: SMITH, WILLIAM H - 40213', '40213', 'SMITH, WILLIAM H'],
    ['Producer Name: SMITH, WILLIAM H | 40213', '40213', 'SMITH, WILLIAM H'],
    ['Rep: SMITH, WILLIAM H #40213', '40213', 'SMITH, WILLIAM H'],
    ['Agent: SMITH, WILLIAM H  40213', '40213', 'SMITH, WILLIAM H'],
    // No label, the name written first name first, its code in brackets.
    ['Jane Doe (40213)', '40213', 'Jane Doe'],
    ["Mary Ann O'Neil [40213]", '40213', "Mary Ann O'Neil"],
    ['JANE DOE (W40213)', 'W40213', 'JANE DOE'],
    ['William H. Smith Jr. (0040213)', '0040213', 'William H. Smith Jr.'],
    ['Mary-Ann O’Neil (AB1234)', 'AB1234', 'Mary-Ann O’Neil'],
    ['June Carter (1001)', '1001', 'June Carter'],
    ['Jane Doe (Writing #40213)', '40213', 'Jane Doe'],
  ])('reads "%s"', (text, writingNumber, name) => {
    expect(readGroupHeading(text)).toEqual({ writingNumber, name });
  });

  it.each([
    ['Agent: SMITH, JOHN (NPN 17000001)', null, 'SMITH, JOHN'],
    ['Agent: SMITH, JOHN  NPN: 17000001', null, 'SMITH, JOHN'],
    ['Agent NPN: 17000001', null, null],
    ['Agent: 40213 SMITH, WILLIAM H  NPN# 17000001', '40213', 'SMITH, WILLIAM H'],
    ['SMITH, JOHN (NPN 17000001)', null, 'SMITH, JOHN'],
    ['Agent: SMITH, JOHN (National Producer Number 17000001) (continued)', null, 'SMITH, JOHN'],
  ])('reads "%s" with the NPN it says as one', (text, writingNumber, name) => {
    expect(readGroupHeading(text)).toEqual({ writingNumber, name, npn: '17000001' });
  });

  it.each([
    'Agent Total: 375.50',
    'Agent Totals',
    'Agency Total',
    'Producer Subtotal 40213',
    'Agent Services: call 1-800-555-0100',
    'Agent: Questions? Call 1-800-555-0100',
    'Agent:',
    'Agent Name: 40213',
    'Agent #: SMITH, WILLIAM',
    'AGENT NAME: SMITH, W   PRODUCER NAME: JONES, A',
    'Total for Agent 40213',
    'LB1001',
    'Smith Insurance Agency',
    // A total that names the agent stays a total.
    'Total for SMITH, WILLIAM H (40213)',
    'SMITH, WILLIAM H (40213) Total',
    'Subtotal SMITH, WILLIAM H - 40213',
    'Agent Total: SMITH, WILLIAM H (40213)',
    // Without a label, a name written "First Last" with its code in brackets (bare, see below).
    'Smith Insurance Agency (40213)',
    'Smith, Jones & Co. (2026)',
    // Sections, dates and sentences with a comma and a number.
    'Pending Items',
    'Section 2 - Reversals',
    'Adjustments, October 2026',
    'Chargebacks, Reversals 2026',
    'Balance, Due 2026',
    'Questions? Call SMITH, JOHN 1-800-555-0100',
    'Contact SMITH, JOHN (555) 123-4567',
    'Prepared by: SMITH, JOHN (40213)',
    'Agent #: SMITH, WILLIAM (40213)',
  ])('does not take "%s" for a heading', (text) => {
    expect(readGroupHeading(text)).toBeNull();
  });

  it.each([
    // A month and its year, a count, a product or plan, the report's or a section's own words.
    'October (2026)',
    'October Adjustments (2026)',
    'Statement Month (Oct-2026)',
    'Term Life (2020)',
    'Whole Life Plan (B1234)',
    'Final Expense (FY2026)',
    'Pending Chargebacks (123)',
    'Prior Period Adjustments (2025)',
    'Agent Debit Balances (40213)',
    'Globe Life Chargeback Report (11/2026)',
    'Northeast Region (R100)',
    'Smith Financial Group (40213)',
    // Not the form of a name with its writing number.
    'Jane (40213)',
    'Jane Doe (12)',
    'Jane D (40213)',
    'Jane Doe (2026)',
    'Jane Doe Mary Ann Lee Smith (40213)',
    'Jane Doe 2nd (40213)',
    'Jane Doe (40213) Total',
    'Total for Jane Doe (40213)',
    'Call Agent Services (800)',
  ])('does not take "%s" for a heading written first name first', (text) => {
    expect(readGroupHeading(text)).toBeNull();
  });

  it.each([
    ['Jane Doe 40213', '40213', 'Jane Doe'],
    ['Jane Doe - 40213', '40213', 'Jane Doe'],
    ['40213 Jane Doe', '40213', 'Jane Doe'],
    ['40213 - Jane Doe', '40213', 'Jane Doe'],
    ['JANE DOE W40213', 'W40213', 'JANE DOE'],
    ["Mary Ann O'Neil #AB1234", 'AB1234', "Mary Ann O'Neil"],
    ['0017345678 Pat Lee', '0017345678', 'Pat Lee'],
    ['María de la Cruz 4711', '4711', 'María de la Cruz'],
  ])('reads "%s" as a bare heading, for the rows beneath to confirm', (text, writingNumber, name) => {
    expect(readGroupHeading(text)).toEqual({ writingNumber, name, bare: true });
  });

  it.each([
    // A title, a page, a year, a count or a section: no person.
    'Statement 2026',
    'Page 2',
    'Page 2 of 3',
    'Agent Statement 2026',
    'Jane Doe 2026',
    'October Adjustments 2026',
    'Pending Chargebacks 123',
    'Globe Life 40213',
    'Smith Insurance Agency 40213',
    'Northeast Region R100',
    '123 Main Street',
    '2026 Chargeback Summary',
    'Call Agent Services 8005550100',
    'Call us at 8005550100',
    'Questions call 8005550100',
    // Not the shape of a name with an NPN or a writing number.
    'Jane 40213',
    'Jane Doe 12',
    'Jane Doe 12345678901',
    'Jane D 40213',
    'jane doe 40213',
    'Jane Doe 10/31/2026',
    '40213 Jane',
    // Subtotals stay subtotals.
    'Jane Doe Total 412.50',
    'Total for Jane Doe 40213',
    'Jane Doe 40213 Subtotal',
  ])('does not take "%s" for a bare heading', (text) => {
    expect(readGroupHeading(text)).toBeNull();
  });

  it('reads a bare heading only when it is alone on its row', () => {
    expect(readGroupHeading('Jane Doe 40213', false)).toBeNull();
    expect(readGroupHeading('40213 Jane Doe', false)).toBeNull();
  });

  it('reads a first-name-first heading without a label only when it is alone on its row', () => {
    expect(readGroupHeading('Jane Doe (40213)', false)).toBeNull();
  });

  it('reads a code and a name without a label only when they are alone on their row', () => {
    expect(readGroupHeading('40213 SMITH, WILLIAM H', false)).toBeNull();
    expect(readGroupHeading('Agent: 40213 SMITH, WILLIAM H', false)).toEqual({
      writingNumber: '40213',
      name: 'SMITH, WILLIAM H',
    });
  });

  it('reads a name and its code without a label only when they are alone on their row', () => {
    expect(readGroupHeading('SMITH, WILLIAM H (40213)', false)).toBeNull();
    expect(readGroupHeading('SMITH, WILLIAM H - 40213', false)).toBeNull();
    expect(readGroupHeading('Agent: SMITH, WILLIAM H (40213)', false)).toEqual({
      writingNumber: '40213',
      name: 'SMITH, WILLIAM H',
    });
  });
});

describe('a heading spread over the first cells of its row', () => {
  const read = (cells: string[]) => readGroupHeading(headingText(cells), headingAlone(cells));

  it.each([
    // A CSV that split "SMITH, WILLIAM H (40213)" at its unquoted comma.
    [['SMITH', 'WILLIAM H (40213)', '', ''], '40213', 'SMITH, WILLIAM H'],
    [['SMITH', 'WILLIAM H - 40213', '', ''], '40213', 'SMITH, WILLIAM H'],
    [['SMITH', 'WILLIAM H  40213', '', ''], '40213', 'SMITH, WILLIAM H'],
    [['Agent: 50213  SMYTHE', 'WILLIAM H', '', ''], '50213', 'SMYTHE, WILLIAM H'],
    // A spreadsheet's heading over two cells: the name and its code, a label and its value.
    [['SMITH, WILLIAM H', '(40213)', '', ''], '40213', 'SMITH, WILLIAM H'],
    [['Agent Name:', 'SMITH, WILLIAM H (40213)', '', ''], '40213', 'SMITH, WILLIAM H'],
    [['Agent: 40213', 'SMITH, WILLIAM H', '', ''], '40213', 'SMITH, WILLIAM H'],
    [['AGENT NAME: SMITH, WILLIAM H', 'AGENT #: 40213', '', ''], '40213', 'SMITH, WILLIAM H'],
    [['Jane Doe', '(40213)', '', ''], '40213', 'Jane Doe'],
    [['', "Mary Ann O'Neil [40213]", '', ''], '40213', "Mary Ann O'Neil"],
  ])('reads %j', (cells, writingNumber, name) => {
    expect(read(cells)).toEqual({ writingNumber, name });
  });

  it.each([
    // Policy rows whose amount is missing: a policy number and an insured's name, in either order.
    [['LB1001', 'DOE, JANE', '', '']],
    [['DOE, JANE', 'LB1001', '', '']],
    [['LB1001', 'DOE JANE', '', '']],
    [['LB1001', 'DOE, JANE', '09/03/2026', '']],
    [['Total for SMITH', 'WILLIAM H (40213)', '', '150.00']],
    [['SMITH, WILLIAM H (40213)', '', 'LB1001', '']],
    [['Jane Doe (40213)', '', 'LB1001', '']],
    [['LB1001', 'Jane Doe (40213)', '', '']],
  ])('does not take %j for a heading', (cells) => {
    expect(read(cells)).toBeNull();
  });
});

describe('group headings flagged as terminated or numbering namesakes', () => {
  it.each([
    ['Agent: 40213  SMITH, WILLIAM H (TERM)', '40213', 'SMITH, WILLIAM H'],
    ['Writing Agent 40213 - SMITH, W *T*', '40213', 'SMITH, W'],
    ['Agent: SMITH, WILLIAM H (TERM) (40213)', '40213', 'SMITH, WILLIAM H'],
    ['AGENT NAME: SMITH, WILLIAM H (TERM)   AGENT #: 40213', '40213', 'SMITH, WILLIAM H'],
    ['Producer 40213 - TERM - SMITH, WILLIAM H', '40213', 'SMITH, WILLIAM H'],
    ['40213 SMITH, WILLIAM H - TERM', '40213', 'SMITH, WILLIAM H'],
    ['Agent: *SMITH, WILLIAM H', null, 'SMITH, WILLIAM H'],
    // The number telling namesakes apart is no writing number: it stays on the name, for report-rows.ts.
    ['Agent: NGUYEN, LINH #2', null, 'NGUYEN, LINH #2'],
    ['Agent: 40213 SMITH, JOHN (2)', '40213', 'SMITH, JOHN (2)'],
    ['SMITH, JOHN (2) (40213)', '40213', 'SMITH, JOHN (2)'],
  ])('reads "%s"', (text, writingNumber, name) => {
    expect(readGroupHeading(text)).toEqual({ writingNumber, name });
  });

  it.each([
    ['NGUYEN, LINH #2', 'NGUYEN, LINH #2'],
    ['SMITH, JOHN (2)', 'SMITH, JOHN (2)'],
  ])('reads "%s" alone on its row as a name, never writing number 2', (text, name) => {
    expect(readGroupHeading(text)).toEqual({ writingNumber: null, name });
    expect(readGroupHeading(text, false)).toBeNull();
  });
});
