// The forms service as an app service: seeds the questionnaire, countries and prices from api/seed on start, then serves them.
import fp from 'fastify-plugin';
import { createFormsRepository, type FormsRepository } from '../../forms/repository';
import { seedForms } from '../../forms/seed';

declare module 'fastify' {
  interface FastifyInstance {
    forms: FormsRepository;
  }
}

export interface FormsPluginOptions {
  /** Another seed folder (tests); api/seed by default. */
  seedDir?: string | undefined;
}

export default fp<FormsPluginOptions>(
  async (app, options) => {
    const seeded = await seedForms(app.db, options.seedDir);
    if (seeded.formCreated) app.log.info({ formId: seeded.formId }, 'stored a new version of the survey form');
    app.decorate('forms', createFormsRepository(app.db));
  },
  { name: 'forms', dependencies: ['database'] },
);
