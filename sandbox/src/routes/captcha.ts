import type { FastifyPluginAsyncTypebox as FastifyPluginAsync } from '../lib/typebox';
import { SrkeyQuery } from '../../../src/contracts/fields';

/** The sandbox's own registration challenge (used when no reCAPTCHA key is configured). */
export const captchaRoutes: FastifyPluginAsync = async (app) => {
  app.get('/captcha', { schema: { querystring: SrkeyQuery } }, async () => app.sandbox.captcha.create());
};
