// Add a redirect rule: from, to, status, match, query handling and a note. A field the API
// refuses shows its message under the field; a live page's source asks "Redirect anyway".
// "Redirect this" in the 404 monitor fills From and moves the cursor to To.

import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  MESSAGE_LONG_MS,
  type RedirectMatch,
  type RedirectQuery,
  type RedirectRuleInput,
  type RedirectStatus,
} from '@agency/shared/contract';
import { redirectMessages as m } from '@agency/shared/contract/messages';
import { fieldErrors, httpStatus, serverMessage } from '@agency/shared/api';
import { useAddRedirectMutation } from '@agency/shared/staff-api';
import { Message, useTimedMessage } from '@agency/shared/ui';
import './redirects.css';

const STATUSES: RedirectStatus[] = [301, 302, 307, 308, 410];
type QueryError = Parameters<typeof serverMessage>[0];

export function RedirectForm({ prefill }: { prefill?: { from: string; at: number } }) {
  const [rule, setRule] = useState<RedirectRuleInput>({ from: '', to: '', status: 301, match: 'exact', query: 'ignore', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [askConfirm, setAskConfirm] = useState(false);
  const [add, { isLoading }] = useAddRedirectMutation();
  const { message, show } = useTimedMessage();
  const toInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!prefill) return;
    setRule((current) => ({ ...current, from: prefill.from }));
    toInput.current?.focus();
  }, [prefill]);

  const set = (name: keyof RedirectRuleInput, value: string) => {
    setAskConfirm(false);
    setRule((current) => ({ ...current, [name]: name === 'status' ? (Number(value) as RedirectStatus) : value }));
  };

  const submit = async (confirm: boolean) => {
    setErrors({});
    try {
      await add({ ...rule, ...(rule.status === 410 ? { to: '' } : {}), ...(confirm ? { confirm } : {}) }).unwrap();
      show(m.added(rule.from), 'success', MESSAGE_LONG_MS);
      setAskConfirm(false);
      setRule((current) => ({ ...current, from: '', to: '', note: '' }));
    } catch (error) {
      const failure = error as QueryError;
      if (httpStatus(failure) === 409) setAskConfirm(true);
      setErrors(fieldErrors(failure));
      show(serverMessage(failure) ?? m.addFailed, 'error', MESSAGE_LONG_MS);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  const field = (name: 'from' | 'to' | 'note', ref?: typeof toInput) => (
    <div className="field">
      <label htmlFor={`redirect-${name}`}>{m.fields[name]}</label>
      <input
        id={`redirect-${name}`}
        ref={ref}
        className="input"
        value={rule[name] ?? ''}
        disabled={name === 'to' && rule.status === 410}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `redirect-${name}-error` : undefined}
        onChange={(event) => set(name, event.target.value)}
      />
      {errors[name] ? (
        <p id={`redirect-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const choice = <T extends string | number>(name: 'status' | 'match' | 'query', options: readonly T[], label: (value: T) => string) => (
    <div className="field">
      <label htmlFor={`redirect-${name}`}>{m.fields[name]}</label>
      <select id={`redirect-${name}`} className="input" value={String(rule[name])} onChange={(event) => set(name, event.target.value)}>
        {options.map((value) => (
          <option key={value} value={String(value)}>
            {label(value)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="admin-card redirect-form" onSubmit={onSubmit} aria-label={m.add.idle}>
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      {field('from')}
      {field('to', toInput)}
      {choice('status', STATUSES, String)}
      {choice<RedirectMatch>('match', ['exact', 'prefix', 'regex'], (value) => m.matchLabels[value])}
      {choice<RedirectQuery>('query', ['ignore', 'keep', 'exact'], (value) => m.queryLabels[value])}
      {field('note')}
      <div className="redirect-form__actions">
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? m.add.busy : m.add.idle}
        </button>
        {askConfirm ? (
          <button type="button" className="btn btn-danger" disabled={isLoading} onClick={() => void submit(true)}>
            {m.confirmLive}
          </button>
        ) : null}
      </div>
    </form>
  );
}
