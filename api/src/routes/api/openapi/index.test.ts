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
      '/api/health',
      '/api/releases',
    ]);

    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses).find(([code]) => code.startsWith('2'));
        expect([path, method, success?.[1].content?.['application/json']?.schema]).toEqual([
          path,
          method,
          expect.objectContaining({ type: 'object' }),
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
  });
});
