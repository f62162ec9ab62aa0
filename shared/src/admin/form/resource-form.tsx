// The add and edit form of every resource: fields from definitions, validation by
// the shared yup schema with `{ context: { mode } }`, the publish side panel, the
// submit button ('Updating...' / 'Saving...' while sending) and the timed message.

import { useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { Link } from '@agency/shared/router';
import { Form, Formik, useFormikContext, yupToFormErrors, type FormikHelpers, type FormikProps } from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';
import type { FormMode, SchemaContext } from '@agency/shared/contract';
import { standsForDraft } from '@agency/shared/schemas';
import { Message, type TimedMessage } from '@agency/shared/ui';
import { FormProtection, type FormProtectionProps } from '../protect/form-protection';
import type { FieldDef, FormValues } from './field-types';
import { FocusFirstInvalid, firstInvalidControl } from './focus-first-invalid';
import { FormField } from './form-field';
import { PreviewButton, type PreviewAction } from './preview-button';
import { PublishPanel } from './publish-panel';
import { PublicationStatus, publicationOutcome, type PublicationSetup } from './publication-status';
import { publishButtons, withIntent, type SaveIntent } from './publish-actions';
import type { Permission } from '@agency/shared/contract/messages';
import { usePermission } from '../permissions/use-permission';

export interface SubmitLabels {
  idle: string;
  busy: string;
}

/** After success the form starts again from `next` (edit: the saved entry), or from its blank values (add). */
export type SubmitOutcome = { ok: false } | { ok: true; next?: FormValues };

export interface ResourceFormProps {
  fields: readonly FieldDef[];
  schema: AnyObjectSchema;
  mode: FormMode;
  initialValues: FormValues;
  labels: SubmitLabels;
  /** Gets the form values and the same values cast by the schema. */
  onSubmit: (values: FormValues, cast: FormValues, helpers: FormikHelpers<FormValues>) => Promise<SubmitOutcome>;
  message: TimedMessage | null;
  /** A link after the message's text (an add's success: View the new entry). */
  messageLink?: OutcomeLink;
  /** `publish` (content screens): the static publish panel beside the fields holds the button.
   *  `plain` (account screens such as register or settings): the button follows the fields. */
  layout?: 'publish' | 'plain';
  /** Accessible name of the form. */
  label?: string;
  /** Add and edit screens: leave guard and a draft kept in the browser. */
  protection?: Omit<FormProtectionProps, 'fields'>;
  /** Lets the screen set values from outside (the conflict screen's choices). */
  formRef?: Ref<FormikProps<FormValues>>;
  /** Hidden while the conflict screen is shown; its values stay. */
  hidden?: boolean;
  /** Fields in titled parts (a post's card and its article), each a card with an id to open at. */
  sections?: readonly FormSection[];
  /** Content with a public page: a Preview button in the publish panel opens it, unsaved (issue 19). */
  preview?: PreviewAction;
  /** Content with a public page: Save draft beside Publish, the entry's status, what a save did. */
  publication?: PublicationSetup;
  /** What saving needs (any one of them): a role without it finds the button disabled, with the reason beside it. */
  permission?: Permission | readonly Permission[];
}

export interface FormSection {
  id: string;
  title: string;
  /** Names of the fields of this part, in order. */
  fields: readonly string[];
  intro?: string;
  /** What the part shows after its fields, inside the form (the SEO studio). */
  content?: ReactNode;
}

export interface OutcomeLink {
  to: string;
  label: string;
}

interface OutcomeProps {
  message: TimedMessage | null;
  link?: OutcomeLink;
  /** Beside a success: what the save did (saved as a draft, scheduled, published). */
  detail?: string;
  form: RefObject<HTMLFormElement | null>;
}

/** The outcome of a save takes focus, so it is read out and the next Tab goes on from there. */
function Outcome({ message, link, detail, form }: OutcomeProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Invalid fields take focus instead (FocusFirstInvalid).
    if (message && !firstInvalidControl(form.current)) box.current?.focus();
  }, [message, form]);
  return (
    <div ref={box} tabIndex={-1} className="admin-form__outcome">
      {message ? (
        <Message tone={message.tone}>
          {message.text}
          {detail && message.tone === 'success' ? <span className="admin-form__outcome-detail">{detail}</span> : null}
          {link && message.tone === 'success' ? (
            <>
              {' '}
              <Link to={link.to} className="admin-form__outcome-link">
                {link.label}
              </Link>
            </>
          ) : null}
        </Message>
      ) : null}
    </div>
  );
}

/** Sets a new entry's state to draft once the role is known (it may arrive after the form). */
function StartAsDraft() {
  const { setFieldValue } = useFormikContext<FormValues>();
  useEffect(() => {
    void setFieldValue('state', 'draft', false);
  }, [setFieldValue]);
  return null;
}

export function ResourceForm(props: ResourceFormProps) {
  const {
    fields,
    schema,
    mode,
    initialValues,
    labels,
    onSubmit,
    message,
    messageLink,
    layout = 'publish',
    label,
    protection,
    formRef,
    hidden,
    sections,
    preview,
    publication,
    permission,
  } = props;
  const mayWrite = usePermission(permission);
  const mayPublish = usePermission('content.publish');
  const hasState = fields.some((field) => field.name === 'state');
  // A role that may not publish starts a new entry as a draft (the API refuses anything else from it).
  const startsAsDraft = mode === 'create' && hasState && !mayPublish.allowed;
  // A new picture needs its alt text in the forms; the API accepts the brief's calls without one.
  const context: SchemaContext = { mode, requireImageAlt: true };
  const form = useRef<HTMLFormElement>(null);
  // The publication controls sit in the side panel; every other field in the form's body.
  const panelFields = layout === 'publish' ? fields.filter((field) => field.placement === 'panel') : [];
  const bodyFields = fields.filter((field) => !panelFields.includes(field));
  // The button pressed: Save draft asks for a draft, the primary button to go live (publish-actions.ts).
  const intent = useRef<SaveIntent>('publish');
  const asSent = (values: FormValues) => (publication ? withIntent(values, intent.current, publication.stored) : values);
  const validate = async (values: FormValues) => {
    const sent = asSent(values);
    try {
      await schema.validate(sent, { abortEarly: false, context });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError) || !publication || sent.state !== 'draft') return yupToFormErrors(error);
      // A draft needs only its heading (draft-rule.ts): errors about fields left empty do not count.
      const standing = error.inner.filter((item) => standsForDraft(item.path ?? '', sent, publication.heading));
      return standing.length > 0 ? yupToFormErrors(new ValidationError(standing)) : {};
    }
  };

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    const sent = asSent(values);
    const cast = schema.cast(sent, { context, assert: false }) as FormValues;
    const outcome = await onSubmit(sent, cast, helpers);
    // Add forms start again empty after success (product §4); edit forms go on from what was saved.
    if (outcome.ok) helpers.resetForm(outcome.next ? { values: outcome.next } : undefined);
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit} innerRef={formRef}>
      {({ isSubmitting, values, submitForm }) => {
        const buttons = publication ? publishButtons(mode, publication.stored, values, labels) : null;
        const primary = buttons?.publish ?? labels;
        const outcome = (
          <>
            <Outcome message={message} link={messageLink} detail={publicationOutcome(publication)} form={form} />
            {preview ? <PreviewButton {...preview} /> : null}
            {buttons ? (
              <button
                type="button"
                className="btn btn-outline admin-form__draft"
                disabled={isSubmitting || !mayWrite.allowed}
                onClick={() => {
                  intent.current = 'draft';
                  void submitForm();
                }}
              >
                {isSubmitting && intent.current === 'draft' ? buttons.draft.busy : buttons.draft.idle}
              </button>
            ) : null}
            <button
              type="submit"
              className="btn btn-primary admin-form__submit"
              // A role that may not publish saves drafts only (Save draft beside it); the note below says why.
              disabled={isSubmitting || !mayWrite.allowed || (buttons !== null && hasState && !mayPublish.allowed)}
              aria-describedby={mayWrite.allowed ? undefined : 'admin-form-role-note'}
              onClick={() => {
                intent.current = 'publish';
              }}
            >
              {isSubmitting ? primary.busy : primary.idle}
            </button>
            {mayWrite.allowed ? null : (
              <p id="admin-form-role-note" className="admin-field__hint admin-form__role-note">
                {mayWrite.reason}
              </p>
            )}
            {mayWrite.allowed && hasState && !mayPublish.allowed ? (
              <p className="admin-field__hint admin-form__role-note">{mayPublish.reason}</p>
            ) : null}
          </>
        );
        return (
          <Form ref={form} className={`admin-form admin-form--${layout}`} noValidate aria-label={label} hidden={hidden}>
            {protection ? <FormProtection fields={fields} {...protection} /> : null}
            {startsAsDraft ? <StartAsDraft /> : null}
            <FocusFirstInvalid form={form} />
            {sections ? (
              <div className="admin-form__parts">
                {sections.map((section) => (
                  <section key={section.id} id={section.id} className="admin-card admin-form__part" aria-labelledby={`${section.id}-title`}>
                    <h2 id={`${section.id}-title`} className="admin-form__part-title" tabIndex={-1}>
                      {section.title}
                    </h2>
                    {section.intro ? <p className="admin-field__hint">{section.intro}</p> : null}
                    {section.fields.map((name) => {
                      const field = fields.find((candidate) => candidate.name === name);
                      return field ? <FormField key={field.name} field={field} mode={mode} /> : null;
                    })}
                    {section.content}
                  </section>
                ))}
              </div>
            ) : (
              <div className="admin-card admin-form__main">
                {bodyFields.map((field) => (
                  <FormField key={field.name} field={field} mode={mode} />
                ))}
                {layout === 'plain' ? <div className="admin-form__footer">{outcome}</div> : null}
              </div>
            )}
            {layout === 'publish' ? (
              <aside className="admin-form__side">
                <PublishPanel fields={panelFields} mode={mode} status={publication ? <PublicationStatus setup={publication} /> : undefined}>
                  {outcome}
                </PublishPanel>
              </aside>
            ) : null}
          </Form>
        );
      }}
    </Formik>
  );
}
