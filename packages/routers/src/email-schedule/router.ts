import { router } from '../trpc';
import { createEmailScheduleProcedure } from './create-email-schedule';
import { deleteEmailScheduleProcedure } from './delete-email-schedule';
import { listEmailSchedulesProcedure } from './list-email-schedules';
import { updateEmailScheduleProcedure } from './update-email-schedule';

export const emailScheduleRouter = router({
  list: listEmailSchedulesProcedure,
  create: createEmailScheduleProcedure,
  update: updateEmailScheduleProcedure,
  delete: deleteEmailScheduleProcedure,
});
