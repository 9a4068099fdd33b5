import { router } from '../trpc';
import { getDeliveryProcedure } from './get-delivery';
import { getEmailJobProcedure } from './get-email-job';
import { listCandidatesProcedure } from './list-candidates';
import { previewEmailProcedure } from './preview-email';
import { sendEmailProcedure } from './send-email';
import { sendTestEmailProcedure } from './send-test-email';

export const emailRouter = router({
  candidates: listCandidatesProcedure,
  preview: previewEmailProcedure,
  send: sendEmailProcedure,
  job: getEmailJobProcedure,
  delivery: getDeliveryProcedure,
  sendTest: sendTestEmailProcedure,
});
