// kit/known-classes: a framework-like class name (btn-…, form-…, visually-hidden) that no stylesheet of
// ours defines fails the lint in front-end code; the kit's own names and BEM hooks pass.

import path from 'node:path';
import { Linter } from 'eslint';
import config from '../../eslint.config.js';

const ROOT = path.resolve(__dirname, '../..');
const linter = new Linter({ cwd: ROOT });

const reported = (jsx: string, file = 'mf-admin-content/src/features/example/example.tsx') =>
  linter
    .verify(`export const Example = () => ${jsx};\n`, config, { filename: path.join(ROOT, file) })
    .filter((message) => message.ruleId === 'kit/known-classes')
    .map((message) => message.message.split("'")[1]);

test('Bootstrap names we do not load fail, in plain strings, templates and conditionals', () => {
  expect(reported('<input className="form-control" />')).toEqual(['form-control']);
  expect(reported('<button className="btn btn-sm btn-outline-secondary" />')).toEqual(['btn-sm', 'btn-outline-secondary']);
  expect(reported('<span className={`visually-hidden ${"x"}`} />')).toEqual(['visually-hidden']);
  expect(reported('<div className={Math.random() > 0.5 ? "form-group" : "field"} />')).toEqual(['form-group']);
});

test("the kit's classes and a block's own names pass", () => {
  expect(reported('<button className="btn btn-outline btn-small" />')).toEqual([]);
  expect(reported('<input className="input" />')).toEqual([]);
  expect(reported('<p className="field-error" />', 'shared/src/admin/example.tsx')).toEqual([]);
  expect(reported('<span className="ui-visually-hidden" />')).toEqual([]);
  expect(reported('<div className="redirect-form__actions" />')).toEqual([]);
});
