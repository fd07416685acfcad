import { describeEachDatabase } from '../../../test-support/databases';

describeEachDatabase('GET /api/health', ({ kind, makeApp, database }) => {
  it('answers ok and names the database after querying it', async () => {
    const app = await makeApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    const app = await makeApp();
    const db = database();
    const query = jest.spyOn(db, 'query').mockRejectedValueOnce(new Error('connection terminated'));
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    query.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: kind });
  });
});
