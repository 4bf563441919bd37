import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHUNK_GROUPS } from './chunk-groups';

const repo = resolve(__dirname, '..', '..');
const groupNamed = (name: string) => {
  const group = CHUNK_GROUPS.find((candidate) => candidate.name === name);
  if (!group) throw new Error(`no chunk group ${name}`);
  return group;
};
/** Whether `group` catches the repository file `path`, which must exist (a moved file matches nothing). */
const catches = (name: string, path: string) => {
  expect({ path, exists: existsSync(resolve(repo, path)) }).toEqual({ path, exists: true });
  return groupNamed(name).test.test(resolve(repo, path));
};

describe("the build's chunk groups", () => {
  it.each([
    'packages/domain/src/studio/studio.ts',
    'packages/domain/src/visits/stats.ts',
    'packages/domain/src/visits/stats-core.ts',
    'packages/domain/src/visits/skin-visits.ts',
    'packages/domain/src/conversations/unread.ts',
    'packages/domain/src/kernel/base64.ts',
  ])('keep %s, which only signed-in screens use, in the signed-in domain chunk', (path) => {
    expect(catches('domain-signed-in', path)).toBe(true);
    expect(catches('app-shared', path) && !catches('domain-signed-in', path)).toBe(false);
  });

  it.each([
    // Whatever chunk a page loads first maps a refusal to its message: left to the automatic split,
    // it and the errors it reads became one more request on every page.
    'web/src/shared/backend/refusal-message.ts',
    // The login page's sign-in button shows it for an account being deleted.
    'web/src/shared/ui/UndoNotice.tsx',
  ])('put %s, which public pages load before a touch, in the shared chunk', (path) => {
    expect(catches('app-shared', path)).toBe(true);
  });

  it.each([
    'web/src/shared/ui/Avatar.tsx',
    'web/src/shared/ui/DateText.tsx',
    'web/src/shared/ui/LiveList.tsx',
    'web/src/shared/ui/UnreadBadge.tsx',
    'web/src/shared/ui/ClaimLine.tsx',
    'web/src/shared/ui/VisitorDetails.tsx',
    'web/src/shared/ui/ConfirmDialog.tsx',
    'web/src/shared/ui/field/Field.tsx',
    'packages/domain/src/kernel/messages.ts',
  ])('leave %s, which no public page shows before a touch, out of the chunk every page loads', (path) => {
    expect(catches('app-shared', path)).toBe(false);
  });
});
