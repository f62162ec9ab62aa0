// The contact, quote and FAQ question forms (product §2, §4, §5). What the page first
// downloads is only this: the fields, bound to a FormStore, and the captcha's
// placeholder. At the visitor's first rest in the form after using it (focus, touch, typing,
// or text typed before the scripts ran), or on Send, formik, the yup rules, the send flow
// (message-form-engine) and the captcha widget are loaded and the spam check starts: starting
// them is a long task, kept off the keys the visitor types. Send pressed before they are here
// shows 'Sending...' and goes out as soon as they are. Sent before any script ran, the form
// posts to the page itself: the site server renders it again with the typed text kept.

import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { formMessages, type ContactSource } from '@agency/shared/contract';
import { useLocation } from '@agency/shared/router';
import { createCaptchaSession } from '../captcha/captcha';
import { useFormIntent } from '../captcha/use-form-intent';
import { postedForm, postedValues, useForgetPostedForm } from '../posted-form/posted-form';
import { FormStore, type FieldValues } from './form-store';
import { MessageField } from './message-field';
import { MessageFormFooter } from './message-form-footer';
import { isPair, layoutFields, type MessageFormLayout } from './message-form-layouts';
import type { MessageFormEngineProps } from './message-form-engine';
import './message-form.css';

export interface MessageFormProps {
  source: ContactSource;
  /** The service a quote from a service page is about. */
  sourceDetail?: string;
  title: string;
  /** Heading level inside the page's outline. */
  titleLevel?: 'h2' | 'h3';
  intro?: string;
  layout: MessageFormLayout;
  submitLabel: string;
  /** The notice /thank-you shows. */
  successText: string;
  /** Values some fields start with (a message about a product from the shop). */
  initialValues?: FieldValues;
  className?: string;
}

type Engine = ComponentType<MessageFormEngineProps>;

let engineModule: Promise<Engine> | undefined;

/** The formik side of every message form, downloaded once. */
const loadEngine = (): Promise<Engine> => {
  engineModule ??= import('./message-form-engine').then(
    (module) => module.MessageFormEngine,
    (error: unknown) => {
      engineModule = undefined;
      throw error;
    },
  );
  return engineModule;
};

export function MessageForm(props: MessageFormProps) {
  const {
    source,
    sourceDetail = '',
    title,
    titleLevel: Title = 'h2',
    intro,
    layout,
    submitLabel,
    successText,
    initialValues,
    className,
  } = props;
  const form = useRef<HTMLFormElement>(null);
  const { pathname, search } = useLocation();
  const [posted] = useState(() => postedForm(source));
  useForgetPostedForm(posted);
  const [store] = useState(() => {
    const names = layoutFields(layout).map((field) => field.name);
    const empty = Object.fromEntries(names.map((name) => [name, '']));
    const failure = posted ? { tone: posted.tone, text: posted.message } : null;
    return new FormStore({ ...empty, ...initialValues, ...postedValues(posted, names) }, failure);
  });
  const [captcha] = useState(createCaptchaSession);
  const [engine, setEngine] = useState<{ Component: Engine } | null>(null);
  // Each Send asks for the form's code again: one that failed to download is tried anew.
  const [sends, setSends] = useState(0);
  const intent = useFormIntent(form);
  const loadCode = intent.paused || intent.near || sends > 0;
  const titleId = `${source}-form-title`;

  useEffect(() => () => captcha.dispose(), [captcha]);

  useEffect(() => {
    if (intent.paused) captcha.want();
  }, [intent.paused, captcha]);

  useEffect(() => {
    if (!loadCode) return undefined;
    let current = true;
    loadEngine().then(
      (Component) => current && setEngine({ Component }),
      (error: unknown) => {
        console.error('[message-form] the form could not load', error);
        store.engineFailed({ tone: 'error', text: formMessages.sendFailed });
      },
    );
    return () => {
      current = false;
    };
  }, [loadCode, sends, store]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    captcha.want();
    setSends((count) => count + 1);
    store.submit();
  };

  return (
    <form
      ref={form}
      className={`message-form message-form--card ${className ?? ''}`.trim()}
      // Before hydration a send posts to the page (never the fields in its address).
      method="post"
      action={pathname + search}
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="form" value={source} />
      <Title id={titleId} className="message-form__title">
        {title}
      </Title>
      {intro ? <p className="message-form__intro">{intro}</p> : null}
      {layout.map((row) =>
        isPair(row) ? (
          <div key={row.map((field) => field.name).join('+')} className="message-form__row">
            {row.map((field) => (
              <MessageField key={field.name} store={store} spec={field} />
            ))}
          </div>
        ) : (
          <MessageField key={row.name} store={store} spec={row} />
        ),
      )}
      <MessageFormFooter store={store} captcha={captcha} loadCaptcha={loadCode} submitLabel={submitLabel} />
      {engine ? (
        <engine.Component
          store={store}
          captcha={captcha}
          form={form}
          source={source}
          sourceDetail={sourceDetail}
          successText={successText}
        />
      ) : null}
    </form>
  );
}
