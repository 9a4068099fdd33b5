import type { Migration } from 'kysely/migration';
import * as initial from './2026-11-23T00-initial';
import * as settings from './2026-11-23T01-settings';
import * as emailJobs from './2026-11-23T02-email-jobs';
import * as apiKeys from './2026-11-23T03-api-keys';
import * as personKey from './2026-11-23T04-person-key';
import * as agentCreatedIndex from './2026-11-23T05-agent-created-idx';
import * as codeAttempts from './2026-11-24T06-code-attempts';
import * as reportLayouts from './2026-11-24T07-report-layouts';
import * as rosterLayout from './2026-11-24T08-roster-layout';
import * as uploadReview from './2026-11-24T09-upload-review';
import * as idempotencyKeys from './2026-11-24T10-idempotency-keys';
import * as changeCounter from './2026-11-24T11-change-counter';
import * as debtBalances from './2026-11-25T12-debt-balances';
import * as balanceTriggersBySet from './2026-11-25T13-balance-triggers-by-set';
import * as nameWordsFast from './2026-11-25T14-name-words-fast';
import * as owedSince from './2026-11-25T15-owed-since';
import * as uploadReferencesBySet from './2026-11-26T16-upload-references-by-set';
import * as agentStatusIndex from './2026-11-26T17-agent-status-idx';
import * as balanceInsertByDelta from './2026-11-26T18-balance-insert-by-delta';
import * as npnDigitsIndex from './2026-11-26T19-npn-digits-idx';
import * as writingKeyDigitsIndex from './2026-11-26T20-writing-key-digits-idx';
import * as nameSuffixAfterGiven from './2026-11-26T21-name-suffix-after-given';
import * as debtAmountIsNumber from './2026-11-27T22-debt-amount-is-number';
import * as domainReferencesBySet from './2026-11-27T23-domain-references-by-set';
import * as layoutNameOrder from './2026-11-27T24-layout-name-order';
import * as uploadCreated from './2026-11-27T25-upload-created';
import * as uplineKeyIndex from './2026-11-27T26-upline-key-idx';
import * as personNpnKeyIndex from './2026-11-27T27-person-npn-key-idx';
import * as agentKeysGiven from './2026-11-28T28-agent-keys-given';
import * as emptiedBalancesByKey from './2026-11-28T29-emptied-balances-by-key';

/** Every migration, by name; names sort in the order they run. New ones are added here. */
export const migrations: Record<string, Migration> = {
  '2026-11-23T00-initial': initial,
  '2026-11-23T01-settings': settings,
  '2026-11-23T02-email-jobs': emailJobs,
  '2026-11-23T03-api-keys': apiKeys,
  '2026-11-23T04-person-key': personKey,
  '2026-11-23T05-agent-created-idx': agentCreatedIndex,
  '2026-11-24T06-code-attempts': codeAttempts,
  '2026-11-24T07-report-layouts': reportLayouts,
  '2026-11-24T08-roster-layout': rosterLayout,
  '2026-11-24T09-upload-review': uploadReview,
  '2026-11-24T10-idempotency-keys': idempotencyKeys,
  '2026-11-24T11-change-counter': changeCounter,
  '2026-11-25T12-debt-balances': debtBalances,
  '2026-11-25T13-balance-triggers-by-set': balanceTriggersBySet,
  '2026-11-25T14-name-words-fast': nameWordsFast,
  '2026-11-25T15-owed-since': owedSince,
  '2026-11-26T16-upload-references-by-set': uploadReferencesBySet,
  '2026-11-26T17-agent-status-idx': agentStatusIndex,
  '2026-11-26T18-balance-insert-by-delta': balanceInsertByDelta,
  '2026-11-26T19-npn-digits-idx': npnDigitsIndex,
  '2026-11-26T20-writing-key-digits-idx': writingKeyDigitsIndex,
  '2026-11-26T21-name-suffix-after-given': nameSuffixAfterGiven,
  '2026-11-27T22-debt-amount-is-number': debtAmountIsNumber,
  '2026-11-27T23-domain-references-by-set': domainReferencesBySet,
  '2026-11-27T24-layout-name-order': layoutNameOrder,
  '2026-11-27T25-upload-created': uploadCreated,
  '2026-11-27T26-upline-key-idx': uplineKeyIndex,
  '2026-11-27T27-person-npn-key-idx': personNpnKeyIndex,
  '2026-11-28T28-agent-keys-given': agentKeysGiven,
  '2026-11-28T29-emptied-balances-by-key': emptiedBalancesByKey,
};
