import { appRouter } from '@agentledger/routers';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { finishDocument } from '../openapi/document';
import { downloadPaths } from '../openapi/downloads';
import { uploadPaths } from '../openapi/uploads';

/**
 * The OpenAPI document of every REST route: the routers' procedures, the multipart uploads and the
 * report downloads, with every error answer, security and header as the server has them.
 */
export function buildOpenApiDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: 'AgentLedger API',
    description: 'Agents, carriers, debts, writing numbers, templates and imports. JSON bodies, bare JSON responses.',
    version: '1.0.0',
    baseUrl: '/api',
    paths: uploadPaths,
  });
  finishDocument(document, downloadPaths());
  return document;
}
