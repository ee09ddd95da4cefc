import type { Mail, Mailer } from '../lib/mailer';
import type { JobQueue } from './queue';

export const SEND_MAIL_JOB = 'enviar-correo';

/** E-mail leaves after the transaction that wrote it commits, with retries if the server is down. */
export function registerSendMailJob(queue: JobQueue, mailer: Mailer): void {
  queue.handle<Mail>(SEND_MAIL_JOB, (mail) => mailer.send(mail));
}
