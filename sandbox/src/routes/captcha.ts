import type { FastifyPluginAsync } from 'fastify';
import { srkeyQuery } from '../lib/validation';

/** The sandbox's own registration challenge (used when no reCAPTCHA key is configured). */
export const captchaRoutes: FastifyPluginAsync = async (app) => {
  app.get('/captcha', { schema: { querystring: srkeyQuery } }, async () => app.sandbox.captcha.create());
};
