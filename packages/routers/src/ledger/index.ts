/**
 * The ledger's domain rules as SQL expressions, defined once and used by every query: what is open,
 * an open total, a debt's age, the age range it falls in, and open balances per agent record.
 */
export { ageRangeIndex, assertContiguous } from './age-ranges';
export { debtAgeDays, oldestDebtAge } from './age';
export { AGED_FROM, openBalances, type OpenBalancesOptions } from './open-balances';
export { debtColumn, isOpenDebt } from './open-debt';
export { openTotal } from './total';
