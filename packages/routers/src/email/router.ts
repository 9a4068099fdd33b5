import { router } from '../trpc';
import { getDeliveryProcedure } from './get-delivery';
import { getEmailJobProcedure } from './get-email-job';
import { listCandidatesProcedure } from './list-candidates';
import { previewEmailProcedure } from './preview-email';
import { sendEmailProcedure } from './send-email';
import { sendListedProcedure } from './send-listed';
import { sendTestEmailProcedure } from './send-test-email';
import { candidateWindowProcedure } from './window-candidates';

export const emailRouter = router({
  candidates: listCandidatesProcedure,
  candidateWindow: candidateWindowProcedure,
  preview: previewEmailProcedure,
  send: sendEmailProcedure,
  sendListed: sendListedProcedure,
  job: getEmailJobProcedure,
  delivery: getDeliveryProcedure,
  sendTest: sendTestEmailProcedure,
});
