import { describe, expect, it } from 'vitest';
import { decisionRefusal, mayChangeSettings, mayDecide, roleRefusal } from './permissions.ts';

describe('what a role may do', () => {
  it.each<[string, { role: string } | undefined, boolean, boolean]>([
    ['an admin', { role: 'admin' }, true, true],
    ['a moderator', { role: 'moderator' }, false, true],
    ['a viewer', { role: 'viewer' }, false, false],
    ['an unknown role', { role: 'auditor' }, false, false],
    ['no one signed in', undefined, false, false],
  ])('%s: change settings %s, decide on messages %s', (_, user, settings, decide) => {
    expect(mayChangeSettings(user)).toBe(settings);
    expect(mayDecide(user)).toBe(decide);
  });
});

describe('the refusals a page shows instead', () => {
  it('names the role and what it cannot change', () => {
    expect(roleRefusal('viewer', 'notification settings')).toBe(
      "Your role (viewer) can't change notification settings; ask an admin.",
    );
  });

  it('says a role that may read cannot decide, and who can', () => {
    expect(decisionRefusal('viewer')).toBe(
      'Your role (viewer) can read but not decide on messages; a moderator or an admin can.',
    );
  });
});
