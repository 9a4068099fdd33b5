import { router } from '../trpc';
import { createCarrierProcedure } from './create-carrier';
import { deleteCarrierProcedure } from './delete-carrier';
import { initCompaniesProcedure } from './init-companies';
import { listCarriersProcedure } from './list-carriers';
import { listCompaniesProcedure } from './list-companies';
import { updateCarrierProcedure } from './update-carrier';

export const carrierRouter = router({
  list: listCarriersProcedure,
  listCompanies: listCompaniesProcedure,
  create: createCarrierProcedure,
  update: updateCarrierProcedure,
  delete: deleteCarrierProcedure,
  initDefaults: initCompaniesProcedure,
});
