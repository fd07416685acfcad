import { createEngineAdmission, EngineBusy } from './engine-admission';

it('lets an address hold its share of jobs and the engine its total, and frees a place when a job ends', () => {
  const admission = createEngineAdmission({ perAddress: 2, total: 3 });
  const a1 = admission.admit('a');
  admission.admit('a');
  expect(() => admission.admit('a')).toThrow(new EngineBusy('address'));
  admission.admit('b');
  expect(() => admission.admit('c')).toThrow(new EngineBusy('total'));
  a1();
  // Ending a job twice frees one place, not two.
  a1();
  expect(admission.held).toBe(2);
  admission.admit('c');
  expect(() => admission.admit('a')).toThrow(EngineBusy);
});

it('tells the caller when to ask again', () => {
  const busy = new EngineBusy('total');
  expect(busy.statusCode).toBe(503);
  expect(busy.retryAfterSeconds).toBeGreaterThan(0);
});
