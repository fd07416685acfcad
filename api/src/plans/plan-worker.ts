// The plan engine in a worker thread (see generator.ts): a job in, its result (or the error) out.
import { parentPort } from 'node:worker_threads';
import { generatePlanOptions } from '@flx/floorplan';
import { engineOptions, type PlanJob, type PlanJobAnswer } from './generator';

const port = parentPort;
port?.on('message', (job: PlanJob) => {
  let answer: PlanJobAnswer;
  try {
    answer = { id: job.id, result: generatePlanOptions(job.request, engineOptions(job)) };
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
