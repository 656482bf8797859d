import {
  adminCopy,
  isoToUkLocal,
  NAV_ORDER_MAX,
  NAV_ORDER_MIN,
  NAV_PLACEMENTS,
  navPlacementLabels,
  PAGE_STATUSES,
  PAGE_TEMPLATES,
  type PageFormData,
  pageFormDefaults,
  pageFormSchema,
  pageStatusLabels,
  pageTemplateLabels,
  publishingCopy,
  slugify,
} from '@charitykit/content';
import type { Page, PageConflict } from '@charitykit/data';
import {
  ConflictNotice,
  FormField,
  NativeDateField,
  NumberField,
  Select,
  TextArea,
  TextField,
  useZodForm,
} from '@charitykit/ui';
import { useState } from 'react';
import { ShareImageField } from '../fields/ShareImageField';
import { DialogForm } from '../scaffold/DialogForm';

const copy = adminCopy.pages;
const statusOptions = PAGE_STATUSES.map((value) => ({ value, label: pageStatusLabels[value] }));
const navOptions = NAV_PLACEMENTS.map((value) => ({ value, label: navPlacementLabels[value] }));
const templateOptions = PAGE_TEMPLATES.map((value) => ({
  value,
  label: pageTemplateLabels[value],
}));

export function pageToForm(page: Page): PageFormData {
  return {
    title: page.title,
    slug: page.slug,
    meta_title: page.meta_title ?? '',
    meta_description: page.meta_description ?? '',
    status: page.status,
    template_name: page.template_name,
    share_image_url: page.share_image_url ?? '',
    nav_placement: page.nav_placement,
    nav_order: page.nav_order,
    publish_at: isoToUkLocal(page.publish_at),
    unpublish_at: isoToUkLocal(page.unpublish_at),
  };
}

/** How a save ended: null (saved), the service's message, or someone else's newer save. */
export type PageSaveOutcome = string | null | { conflict: PageConflict };

export interface PageDialogProps {
  mode: 'create' | 'edit';
  initial: PageFormData;
  onClose: () => void;
  /**
   * Resolves with null on success (the dialog closes), the service's message, or a conflict
   * (someone else saved the page since it was opened). `overVersion` is given when the person
   * chose to save over their change: save at that version.
   */
  onSave: (values: PageFormData, overVersion?: number) => Promise<PageSaveOutcome>;
  /** "Reload their version": open the page as it is now (what was typed here is dropped). */
  onReload?: (current: Page) => void;
}

/**
 * Create Page / Edit Page: title, slug (suggested from the title until edited), meta title,
 * meta description, status and template. A refusal keeps the dialog and what was typed.
 */
export function PageDialog({ mode, initial, onClose, onSave, onReload }: PageDialogProps) {
  const form = useZodForm(pageFormSchema, { defaultValues: initial ?? pageFormDefaults });
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ conflict: PageConflict; values: PageFormData } | null>(
    null,
  );
  const [savingOver, setSavingOver] = useState(false);
  const [slugTouched, setSlugTouched] = useState(mode === 'edit');
  const submitting = form.formState.isSubmitting || savingOver;
  const formId = mode === 'create' ? 'create-page' : 'edit-page';

  const settle = (outcome: PageSaveOutcome, values: PageFormData) => {
    if (outcome === null) onClose();
    else if (typeof outcome === 'string') setFailure(outcome);
    else setConflict({ conflict: outcome.conflict, values });
  };

  const submit = async (values: PageFormData) => {
    setFailure(null);
    setConflict(null);
    settle(await onSave(values), values);
  };

  const saveOver = async () => {
    if (!conflict) return;
    const { values, conflict: theirs } = conflict;
    setConflict(null);
    setSavingOver(true);
    try {
      settle(await onSave(values, theirs.current.version), values);
    } finally {
      setSavingOver(false);
    }
  };

  return (
    <DialogForm
      title={mode === 'create' ? copy.createTitle : copy.editTitle}
      size="large"
      id={formId}
      form={form}
      onSubmit={submit}
      busy={submitting}
      failure={failure}
      onClose={onClose}
      labels={{
        cancel: copy.cancel,
        submit: mode === 'create' ? copy.createSubmit : copy.updateSubmit,
        busy: copy.saving,
      }}
      notice={
        conflict ? (
          <ConflictNotice
            conflict={conflict.conflict}
            busy={savingOver}
            onReload={() => onReload?.(conflict.conflict.current)}
            onSaveOver={saveOver}
          />
        ) : null
      }
    >
      <FormField control={form.control} name="title">
        {(field) => (
          <TextField
            {...field}
            onChange={(value) => {
              field.onChange(value);
              if (!slugTouched) form.setValue('slug', slugify(value));
            }}
            label={copy.fields.title}
            isRequired
          />
        )}
      </FormField>
      <FormField control={form.control} name="slug">
        {(field) => (
          <TextField
            {...field}
            onChange={(value) => {
              setSlugTouched(true);
              field.onChange(value);
            }}
            label={copy.fields.slug}
            description={copy.fields.slugHint}
            isRequired
          />
        )}
      </FormField>
      <FormField control={form.control} name="meta_title">
        {(field) => (
          <TextField {...field} value={field.value ?? ''} label={copy.fields.metaTitle} />
        )}
      </FormField>
      <FormField control={form.control} name="meta_description">
        {(field) => (
          <TextArea
            {...field}
            value={field.value ?? ''}
            label={copy.fields.metaDescription}
            rows={3}
          />
        )}
      </FormField>
      <FormField control={form.control} name="status">
        {(field) => (
          <Select
            {...field}
            value={field.value ?? 'draft'}
            onChange={(value) => field.onChange(value as PageFormData['status'])}
            label={copy.fields.status}
            options={statusOptions}
          />
        )}
      </FormField>
      <FormField control={form.control} name="template_name">
        {(field) => (
          <Select
            {...field}
            value={field.value ?? 'page'}
            onChange={(value) => field.onChange(value as PageFormData['template_name'])}
            label={copy.fields.template}
            options={templateOptions}
          />
        )}
      </FormField>
      <FormField control={form.control} name="nav_placement">
        {(field) => (
          <Select
            {...field}
            value={field.value ?? 'none'}
            onChange={(value) => field.onChange(value as PageFormData['nav_placement'])}
            label={publishingCopy.fields.navigation}
            description={publishingCopy.fields.navigationHint}
            options={navOptions}
          />
        )}
      </FormField>
      <FormField control={form.control} name="nav_order">
        {(field) => (
          <NumberField
            {...field}
            value={Number.isNaN(field.value) ? '' : (field.value ?? 0)}
            onChange={(value) => field.onChange(value.trim() === '' ? Number.NaN : Number(value))}
            label={publishingCopy.fields.navOrder}
            description={publishingCopy.fields.navOrderHint}
            min={NAV_ORDER_MIN}
            max={NAV_ORDER_MAX}
            step={1}
          />
        )}
      </FormField>
      <FormField control={form.control} name="publish_at">
        {(field) => (
          <NativeDateField
            {...field}
            withTime
            value={field.value ?? ''}
            label={publishingCopy.fields.publishAt}
            description={publishingCopy.fields.publishAtHint}
          />
        )}
      </FormField>
      <FormField control={form.control} name="unpublish_at">
        {(field) => (
          <NativeDateField
            {...field}
            withTime
            value={field.value ?? ''}
            label={publishingCopy.fields.unpublishAt}
            description={publishingCopy.fields.unpublishAtHint}
          />
        )}
      </FormField>
      <FormField control={form.control} name="share_image_url">
        {(field) => (
          <ShareImageField
            {...field}
            label={copy.fields.shareImage}
            description={copy.fields.shareImageHint}
            chooseLabel={adminCopy.settings.shareImageChoose}
          />
        )}
      </FormField>
    </DialogForm>
  );
}
