import { agentRouter } from './agent/router';
import { apiKeyRouter } from './api-key/router';
import { carrierRouter } from './carrier/router';
import { debtRouter } from './debt/router';
import { emailHistoryRouter } from './email-history/router';
import { emailRouter } from './email/router';
import { emailScheduleRouter } from './email-schedule/router';
import { emailTemplateRouter } from './email-template/router';
import { fileUploadRouter } from './file-upload/router';
import { importReviewRouter } from './import-review/router';
import { reportLayoutRouter } from './report-layout/router';
import { reportRouter } from './report/router';
import { sessionRouter } from './session/router';
import { settingsRouter } from './settings/router';
import { statsRouter } from './stats/router';
import { systemRouter } from './system/router';
import { teamRouter } from './team/router';
import { router } from './trpc';
import { unifiedAgentRouter } from './unified-agent/router';
import { writingNumberRouter } from './writing-number/router';

export const appRouter = router({
  carrier: carrierRouter,
  agent: agentRouter,
  writingNumber: writingNumberRouter,
  unifiedAgent: unifiedAgentRouter,
  team: teamRouter,
  apiKey: apiKeyRouter,
  debt: debtRouter,
  stats: statsRouter,
  emailTemplate: emailTemplateRouter,
  emailHistory: emailHistoryRouter,
  email: emailRouter,
  emailSchedule: emailScheduleRouter,
  report: reportRouter,
  reportLayout: reportLayoutRouter,
  fileUpload: fileUploadRouter,
  importReview: importReviewRouter,
  settings: settingsRouter,
  session: sessionRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;

/**
 * What answers without credentials: only the exchange of the access code for a session. The host
 * serves it outside its access-controlled routes; everything else lives behind them.
 */
export const openRouter = router({ session: sessionRouter });
