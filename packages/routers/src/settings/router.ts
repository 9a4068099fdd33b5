import { router } from '../trpc';
import { getSettingsProcedure } from './get-settings';
import { updateSettingsProcedure } from './update-settings';

export const settingsRouter = router({ get: getSettingsProcedure, update: updateSettingsProcedure });
