import { router } from '../trpc';
import { applyFileUploadProcedure } from './apply-file-upload';
import { discardFileUploadProcedure } from './discard-file-upload';
import { getFileUploadProcedure } from './get-file-upload';
import { listFileUploadsProcedure } from './list-file-uploads';
import { undoFileUploadProcedure } from './undo-file-upload';
import { fileUploadWindowProcedure } from './window-file-uploads';

export const fileUploadRouter = router({
  list: listFileUploadsProcedure,
  window: fileUploadWindowProcedure,
  get: getFileUploadProcedure,
  applyDraft: applyFileUploadProcedure,
  discard: discardFileUploadProcedure,
  undo: undoFileUploadProcedure,
});
