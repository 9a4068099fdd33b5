import { router } from '../trpc';
import { clearAllDebtsProcedure } from './clear-all-debts';
import { createDebtProcedure } from './create-debt';
import { deleteDebtProcedure } from './delete-debt';
import { listDebtsProcedure } from './list-debts';
import { updateDebtProcedure } from './update-debt';
import { debtWindowProcedure } from './window-debts';

// The REST layer matches paths in this order: /debts/clear-all must come before /debts/{id}.
export const debtRouter = router({
  list: listDebtsProcedure,
  window: debtWindowProcedure,
  create: createDebtProcedure,
  clearAll: clearAllDebtsProcedure,
  update: updateDebtProcedure,
  delete: deleteDebtProcedure,
});
