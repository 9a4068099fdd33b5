import { router } from '../trpc';
import { createEmailTemplateProcedure } from './create-email-template';
import { deleteEmailTemplateProcedure } from './delete-email-template';
import { listEmailTemplatesProcedure } from './list-email-templates';
import { updateEmailTemplateProcedure } from './update-email-template';

export const emailTemplateRouter = router({
  list: listEmailTemplatesProcedure,
  create: createEmailTemplateProcedure,
  update: updateEmailTemplateProcedure,
  delete: deleteEmailTemplateProcedure,
});
