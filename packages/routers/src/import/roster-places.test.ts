import { describe, expect, it } from 'vitest';
import { ONE_SHEET, placedAppointmentError, placedRepeat, sheetPlaces } from './roster-places';

describe('where a row of an agent list is', () => {
  // "Active" has rows 1-3 of the workbook, "Terminated" the next (its row 1 is the workbook's 4).
  const places = sheetPlaces([
    { name: 'Active', offset: 0 },
    { name: 'Terminated', offset: 3 },
  ]);

  it('names the sheet and its own row when the list is on several sheets', () => {
    expect([places.line(3), places.line(4), places.row(5)]).toEqual([
      'Sheet "Active", row 3',
      'Sheet "Terminated", row 1',
      'sheet "Terminated", row 2',
    ]);
  });

  it('says "Row N" as before for a list on one sheet', () => {
    expect(sheetPlaces([{ name: 'Agents', offset: 0 }])).toBe(ONE_SHEET);
    expect(
      placedAppointmentError(ONE_SHEET, 'Row 4: NPN 1 is also appointed at Aetna on row 2; only the first was used'),
    ).toEqual({ rowNumber: 4, error: 'Row 4: NPN 1 is also appointed at Aetna on row 2; only the first was used' });
  });

  it('rewrites the rows an appointment error and a repeat name, never what a cell wrote', () => {
    expect(
      placedAppointmentError(places, 'Row 5: NPN 1 is also appointed at Aetna on row 2; only the first was used'),
    ).toEqual({
      rowNumber: 5,
      error:
        'Sheet "Terminated", row 2: NPN 1 is also appointed at Aetna on sheet "Active", row 2; only the first was used',
    });
    expect(placedAppointmentError(places, 'Row 6: the carrier "on row 2" is not set up').error).toBe(
      'Sheet "Terminated", row 3: the carrier "on row 2" is not set up',
    );
    expect(placedRepeat('NPN 7 is also on row 2 for Ann Able, not Row 2 Inc; this row was not used', places, 3)).toBe(
      'NPN 7 is also on sheet "Terminated", row 2 for Ann Able, not Row 2 Inc; this row was not used',
    );
  });
});
