import { router } from '../trpc';
import { createApiKeyProcedure } from './create-api-key';
import { listApiKeysProcedure } from './list-api-keys';
import { revokeApiKeyProcedure } from './revoke-api-key';

export const apiKeyRouter = router({
  list: listApiKeysProcedure,
  create: createApiKeyProcedure,
  revoke: revokeApiKeyProcedure,
});
