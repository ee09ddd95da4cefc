import type { JobDeps, ServerModule } from '../app-module';
import { registerExports } from '../modules/exports';
import type { JobQueue } from './queue';
import { registerSendMailJob } from './send-mail.job';

/**
 * Every background job of the app, registered before the queue starts (server and tests alike):
 * the platform's mail, then each module's jobs, with every module's exports made runnable.
 */
export function registerJobs(queue: JobQueue, deps: JobDeps, modules: readonly ServerModule[]): void {
  registerSendMailJob(queue, deps.mailer);
  registerExports(modules);
  for (const module of modules) module.jobs?.(queue, deps);
}
