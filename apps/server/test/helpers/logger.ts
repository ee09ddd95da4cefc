import pino from 'pino';

/** Tests log nothing unless LOG_LEVEL asks for it. */
export const silentLogger = pino({ level: process.env.LOG_LEVEL ?? 'silent' });
