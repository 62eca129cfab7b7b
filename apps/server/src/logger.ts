import pino, { type Logger } from 'pino';

/** Structured JSON logs; secrets (tokens, cookies, passwords) are never written. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'gavel' },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.new_password',
          '*.current_password',
          '*.confirm_password',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
