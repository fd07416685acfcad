import { describeEachDatabase } from '../../../test-support/databases';

interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: { enum?: string[] } }>;
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
}

describeEachDatabase('GET /api/openapi.json', ({ makeApp }) => {
  it('documents every API route with its request and response schemas', async () => {
    const app = await makeApp();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/admin/releases',
      '/api/admin/releases/rollback',
      '/api/customer/me/loginotp',
      '/api/customer/me/veryfyotp',
      '/api/dev/outbox',
      '/api/forms/checkout-details',
      '/api/forms/country-details',
      '/api/forms/offer-start/{responseId}',
      '/api/forms/response',
      '/api/forms/survey-forms',
      '/api/forms/update/{responseId}',
      '/api/forms/updateResponse/{responseId}',
      '/api/health',
      '/api/payments/orders/{orderId}',
      '/api/plans/mine',
      '/api/plans/samples',
      '/api/plans/samples/{sampleId}/elevation.svg',
      '/api/plans/samples/{sampleId}/plan.svg',
      '/api/plans/samples/{sampleId}/thumbnail.svg',
      '/api/plans/{responseId}',
      '/api/plans/{responseId}/options/{option}/elevation.svg',
      '/api/plans/{responseId}/options/{option}/plan.json',
      '/api/plans/{responseId}/options/{option}/plan.svg',
      '/api/plans/{responseId}/options/{option}/preview.svg',
      '/api/plans/{responseId}/revisions',
      '/api/releases',
      '/api/social-proof',
      '/api/social-proof/heartbeat',
    ]);

    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses).find(([code]) => code.startsWith('2'));
        // Drawings are SVG; spec call 1, the outbox and the samples answer a list; everything else an object.
        if (path.endsWith('.svg')) {
          expect([path, success?.[1].content?.['image/svg+xml']?.schema]).toEqual([path, expect.objectContaining({ type: 'string' })]);
          continue;
        }
        const lists = ['/api/forms/survey-forms', '/api/dev/outbox', '/api/plans/samples'];
        const type = lists.includes(path) && method === 'get' ? 'array' : 'object';
        expect([path, method, success?.[1].content?.['application/json']?.schema]).toEqual([
          path,
          method,
          expect.objectContaining({ type }),
        ]);
      }
    }

    const releases = document.paths['/api/releases']?.['get'];
    expect(releases?.parameters).toEqual([
      expect.objectContaining({
        name: 'country',
        in: 'query',
        required: true,
        schema: expect.objectContaining({ enum: ['in', 'bd', 'sl', 'eg', 'af', 'global'] }),
      }),
    ]);
    const setRelease = document.paths['/api/admin/releases']?.['post'];
    expect(setRelease?.requestBody?.content['application/json']?.schema.required).toEqual(['remote', 'version']);
    expect(setRelease?.security).toEqual([{ adminToken: [] }]);
    expect(Object.keys(setRelease?.responses ?? {}).sort()).toEqual(['201', '400', '401']);

    const submit = document.paths['/api/forms/survey-forms']?.['post'];
    expect(submit?.requestBody?.content['application/json']?.schema.required).toEqual([
      'answer',
      'formId',
      'queryStrings',
      'selectedLanguage',
      'utmDetails',
      'brand',
    ]);
    expect(Object.keys(submit?.responses ?? {}).sort()).toEqual(['201', '400', '413', '429']);
    // Plans not yet drawn may be turned away while the caller's address or the engine is busy.
    expect(Object.keys(document.paths['/api/plans/{responseId}']?.['get']?.responses ?? {}).sort()).toEqual(['200', '400', '404', '503']);
    const checkout = document.paths['/api/forms/checkout-details']?.['get'];
    expect(checkout?.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['currency', 'query', true],
      ['slug', 'query', true],
    ]);
    expect(Object.keys(checkout?.responses ?? {}).sort()).toEqual(['200', '400', '404']);

    // The checkout words its two-option packages by whether the visitor's option 2 is option 1's design again.
    const planOptions = document.paths['/api/plans/{responseId}']?.['get']?.responses['200']?.content?.['application/json']?.schema as { anyOf: unknown[] };
    expect(planOptions.anyOf).toContainEqual(
      expect.objectContaining({
        required: expect.arrayContaining(['options', 'optionsAlike']),
        properties: expect.objectContaining({ status: expect.objectContaining({ enum: ['ready'] }), optionsAlike: expect.objectContaining({ type: 'boolean' }) }),
      }),
    );
  });
});
