import { router } from '../trpc';
import { listFileUploadsProcedure } from './list-file-uploads';

export const fileUploadRouter = router({ list: listFileUploadsProcedure });
