import { listVoices } from '#domain/catalogue';
import { apiHandler } from '#http/api-handler';
import { page } from '#http/responses';
import * as routes from '#routes/catalogue/voices';

export const handler = apiHandler(routes.listVoices, async ({ query }) => page(listVoices(query)));
