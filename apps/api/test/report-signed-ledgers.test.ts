import { beforeEach, expect, it } from 'vitest';
import { describeApi } from './harness';
import { owedAtCarrier } from './ledger-fixtures';
import { upload } from './uploads';

/**
 * A ledger with a Transaction Type column that signs its amounts as well, from either side: the
 * carrier's (a chargeback 150.00, a payment -50.00) or the agent's (a chargeback -150.00, a payment
 * 50.00). The agent's side was read by its signs, every chargeback a credit and every payment billed:
 * an agent owing 100.00 was shown a credit of 200.00.
 */
const AGENT_SIDE =
  'Agent Number,Agent Name,Transaction Date,Transaction Type,Amount\n' +
  'PF482,"SMITH, WILLIAM H",10/01/2026,Chargeback,-150.00\n' +
  'PF482,"SMITH, WILLIAM H",10/15/2026,Payment Received,50.00\n' +
  'PF517,"GARCIA, MARIA L",10/03/2026,Chargeback,-80.00\n' +
  'PF903,"WASHINGTON, GEORGE T, JR",10/05/2026,Chargeback,-200.00\n' +
  'PF903,"WASHINGTON, GEORGE T, JR",10/20/2026,Payment Received,200.00\n' +
  'PF905,"HARRIS, DEBORAH",10/07/2026,Chargeback,-60.00\n' +
  'PF905,"HARRIS, DEBORAH",10/21/2026,Payment Received,25.00\n';

describeApi('ledgers whose amounts are signed beside their transaction types', ({ app, reset }) => {
  beforeEach(async () => {
    await reset();
    await app().inject({ method: 'POST', url: '/api/init-companies' });
  });

  it('owe what the types say when written from the agent’s side, and the result says so', async () => {
    const response = await upload(app(), '/api/upload/1', 'ledger.csv', AGENT_SIDE);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.errors).toEqual([]);
    expect(result.layout).toMatchObject({ agentSideSigns: true, columns: { transactionType: 'Transaction Type' } });
    // George Washington paid his chargeback back: nothing is owed, so no debt is opened for him.
    expect(await owedAtCarrier(app(), 1)).toEqual({
      'WILLIAM H SMITH': 10_000,
      'MARIA L GARCIA': 8_000,
      'DEBORAH HARRIS': 3_500,
    });
  });

  it('owe the same written from the carrier’s side, not said to be the agent’s', async () => {
    const carrierSide =
      'Agent Number,Agent Name,Transaction Date,Transaction Type,Amount\n' +
      'PF482,"SMITH, WILLIAM H",10/01/2026,Chargeback,150.00\n' +
      'PF482,"SMITH, WILLIAM H",10/15/2026,Payment Received,-50.00\n' +
      'PF517,"GARCIA, MARIA L",10/03/2026,Chargeback,80.00\n' +
      'PF905,"HARRIS, DEBORAH",10/07/2026,Chargeback,60.00\n' +
      'PF905,"HARRIS, DEBORAH",10/21/2026,Payment Received,-25.00\n';
    const response = await upload(app(), '/api/upload/1', 'ledger.csv', carrierSide);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().layout.agentSideSigns).toBeUndefined();
    expect(await owedAtCarrier(app(), 1)).toEqual({
      'WILLIAM H SMITH': 10_000,
      'MARIA L GARCIA': 8_000,
      'DEBORAH HARRIS': 3_500,
    });
  });

  it('send a line whose sign disagrees with its type to review when the other lines agree', async () => {
    const mixed =
      'Agent Number,Agent Name,Transaction Type,Amount\n' +
      'PF482,"SMITH, WILLIAM H",Chargeback,150.00\n' +
      'PF482,"SMITH, WILLIAM H",Payment Received,-50.00\n' +
      'PF517,"GARCIA, MARIA L",Chargeback,-80.00\n';
    const response = await upload(app(), '/api/upload/1', 'ledger.csv', mixed);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.reviewCount).toBe(1);
    expect(result.errors).toEqual([
      'Row 4: the amount "-80.00" is below zero but the transaction type "Chargeback" adds to the debt, while the ' +
        "report's other lines are signed as their types say: whether this line adds or takes off is not said",
    ]);
    // Maria Garcia's line changed nothing: neither a credit of 80.00 nor a debt of 80.00 was stored.
    expect(await owedAtCarrier(app(), 1)).toEqual({ 'WILLIAM H SMITH': 10_000 });
  });

  it('are read by their types under a layout saved as owed-negative, not turned round again', async () => {
    const layout = {
      sheet: null,
      headerRow: 1,
      headers: ['Agent Number', 'Agent Name', 'Transaction Date', 'Transaction Type', 'Amount'],
      columns: {
        writingNumber: 'Agent Number',
        name: 'Agent Name',
        date: 'Transaction Date',
        transactionType: 'Transaction Type',
        amount: 'Amount',
      },
      amountSign: 'owed-negative',
    };
    const saved = await app().inject({ method: 'PUT', url: '/api/carriers/1/report-layout', payload: layout });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await upload(app(), '/api/upload/1', 'ledger.csv', AGENT_SIDE);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().layout.source).toBe('saved');
    expect(await owedAtCarrier(app(), 1)).toEqual({
      'WILLIAM H SMITH': 10_000,
      'MARIA L GARCIA': 8_000,
      'DEBORAH HARRIS': 3_500,
    });
  });
});
