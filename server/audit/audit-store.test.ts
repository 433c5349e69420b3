import { describe, expect, it } from 'vitest';
import { AuditUnavailableError, NEXT_STEP } from './audit-store.ts';

const systemError = (code: unknown) => Object.assign(new Error('/var/secret/path: failed'), { code });

describe('AuditUnavailableError', () => {
  it.each<[string, 'write' | 'read', unknown, string, string]>([
    [
      'a full disk while writing',
      'write',
      systemError('ENOSPC'),
      'ENOSPC',
      'The audit log could not be written (ENOSPC)',
    ],
    ['a refused read', 'read', systemError('EACCES'), 'EACCES', 'The audit log could not be read (EACCES)'],
    ['a SQLSTATE', 'write', systemError('08006'), '08006', 'The audit log could not be written (08006)'],
    [
      'a code that is not a plain code',
      'write',
      systemError('a/b c'),
      'unknown error',
      'The audit log could not be written (unknown error)',
    ],
    [
      'a code with something after it',
      'write',
      systemError('EACCES /etc/x'),
      'unknown error',
      'The audit log could not be written (unknown error)',
    ],
    [
      'a code with something before it',
      'write',
      systemError('/etc/x EACCES'),
      'unknown error',
      'The audit log could not be written (unknown error)',
    ],
    [
      'an error without a code',
      'read',
      new Error('boom'),
      'unknown error',
      'The audit log could not be read (unknown error)',
    ],
    [
      'something that is not an error',
      'read',
      { code: 'EACCES' },
      'unknown error',
      'The audit log could not be read (unknown error)',
    ],
  ])('words %s without paths or values', (_, operation, cause, code, message) => {
    const error = new AuditUnavailableError(operation, cause);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.cause).toBe(cause);
  });

  it.each<['file' | 'store', RegExp]>([
    ['file', /auditLogFile permissions/],
    ['store', /DATABASE_URL/],
  ])('tells the operator what to check where the log lives (%s)', (place, words) => {
    expect(new AuditUnavailableError('write', new Error('x'), place).nextStep).toBe(NEXT_STEP[place]);
    expect(NEXT_STEP[place]).toMatch(words);
  });

  it('points at the file when no place is given', () => {
    expect(new AuditUnavailableError('write', new Error('x')).nextStep).toBe(NEXT_STEP.file);
  });
});
