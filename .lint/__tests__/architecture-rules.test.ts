// The import rules of docs/architecture.md fail the lint: each fixture breaks one rule and is linted with the
// project's own ESLint config under the path its first line names (`// lint as: <path>`); the fixtures in
// allowed/ are what the rules must let through.

import fs from 'node:fs';
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import config from '../../eslint.config.js';
import RULES from '../architecture-rules.js';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(__dirname, 'fixtures');

interface Fixture {
  name: string;
  lintAs: string;
  code: string;
}

const readFixtures = (dir: string): Fixture[] =>
  fs
    .readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => {
      const code = fs.readFileSync(path.join(dir, name), 'utf8');
      const lintAs = /^\/\/ lint as: (\S+)/.exec(code)?.[1];
      if (!lintAs) throw new Error(`${name}: the first line must say '// lint as: <path>'`);
      return { name, lintAs, code };
    });

const linter = new Linter({ cwd: ROOT });

/** Every message the project's config reports for the fixture at its path. */
const lint = (fixture: Fixture) => linter.verify(fixture.code, config, { filename: path.join(ROOT, fixture.lintAs) });

const architectureRulesOf = (messages: Linter.LintMessage[]) =>
  messages.flatMap((message) => (message.ruleId?.startsWith('architecture/') ? [message.ruleId.slice('architecture/'.length)] : []));

const breaking = readFixtures(FIXTURES);
const allowed = readFixtures(path.join(FIXTURES, 'allowed'));

describe('the import rules of docs/architecture.md', () => {
  it('has a fixture breaking every rule', () => {
    const covered = new Set(breaking.map((fixture) => fixture.name.replace(/(--[^.]+)?\.tsx?$/, '')));
    expect(RULES.map((rule: { id: string }) => rule.id).filter((id: string) => !covered.has(id))).toEqual([]);
  });

  it.each(breaking.map((fixture) => [fixture.name, fixture] as const))('%s fails the lint with its rule', (name, fixture) => {
    const messages = lint(fixture);
    const rule = name.replace(/(--[^.]+)?\.tsx?$/, '');
    expect(architectureRulesOf(messages)).toEqual([rule]);
    const [reported] = messages.filter((message) => message.ruleId === `architecture/${rule}`);
    expect(reported.severity).toBe(2);
    expect(reported.message).toContain('docs/architecture.md');
    // Nothing else is wrong with the fixture: the import alone fails it.
    expect(messages.filter((message) => message !== reported)).toEqual([]);
  });

  it.each(allowed.map((fixture) => [fixture.name, fixture] as const))('allowed/%s passes the lint', (_name, fixture) => {
    expect(lint(fixture)).toEqual([]);
  });
});

describe('architecture/no-import-cycles', () => {
  // Two files on disk that load each other (the rule follows the graph beyond the linted file);
  // the fixtures folder is ignored by `npm run lint`, so they are linted here with ignores off.
  const CYCLE = path.join(FIXTURES, 'import-cycle');
  const cycleMessages = async (name: string) => {
    const [result] = await new ESLint({ cwd: ROOT, ignore: false, overrideConfigFile: true, overrideConfig: config }).lintFiles([
      path.join(CYCLE, name),
    ]);
    return result.messages;
  };

  it.each(['first.ts', 'second.ts'])('fails %s, whose import closes a cycle', async (name) => {
    const messages = await cycleMessages(name);
    expect(messages.map((message) => [message.ruleId, message.severity])).toEqual([['architecture/no-import-cycles', 2]]);
    expect(messages[0].message).toContain(
      '.lint/__tests__/fixtures/import-cycle/first.ts -> .lint/__tests__/fixtures/import-cycle/second.ts',
    );
  });

  it('lets a type-only import back through (TypeScript erases it)', async () => {
    expect(await cycleMessages('type-only.ts')).toEqual([]);
  });
});
