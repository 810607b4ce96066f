import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from '@remix-run/react';
import { BLOG_COVER, BLOG_LIMITS, INTERFACE_LANGUAGES } from '@slipcase/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blogPostFormSchema } from '../../lib/blog-schema';
import { ConformForm } from '../conform-form';
import { FormErrors, FormField } from '../form-field';
import { InputField } from '../input-field';
import { useOwnField } from '../own-field';
import { SelectField } from '../select-field';
import { TextareaField } from '../textarea-field';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { PostBody } from './post-body';

export type PostEditorDefaults = {
  title: string;
  summary: string;
  body: string;
  language: string;
  tags: string;
  coverUrl: string | null;
  published: boolean;
};

/** Deleting asks first, in a dialog whose own form posts the `delete` intent. */
function DeletePost() {
  const { t } = useTranslation('blog');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="text-destructive">
          {t('editor.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('editor.deleteTitle')}</DialogTitle>
          <DialogDescription>{t('editor.deleteBody')}</DialogDescription>
        </DialogHeader>
        <Form method="post" encType="multipart/form-data">
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('editor.keep')}
              </Button>
            </DialogClose>
            <Button type="submit" name="intent" value="delete" variant="destructive">
              {t('editor.deleteConfirm')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function CoverField({ meta, currentUrl }: { meta: Parameters<typeof useOwnField>[0]; currentUrl: string | null }) {
  const { t } = useTranslation('blog');
  const field = useOwnField(meta);
  return (
    <FormField
      label={t('editor.cover')}
      htmlFor={field.id}
      hint={t('editor.coverHint', { width: BLOG_COVER.minWidth, height: BLOG_COVER.minHeight })}
      hintId={field.descriptionId}
      errors={field.errors}
      errorId={field.errorId}
    >
      {currentUrl ? <img src={currentUrl} alt={t('editor.currentCover')} className="aspect-video w-full max-w-sm rounded-md object-cover" /> : null}
      <Input id={field.id} name="cover" type="file" accept="image/jpeg,image/png" aria-describedby={field.descriptionId} />
      {currentUrl ? (
        <div className="flex items-center gap-2">
          <Checkbox id="removeCover" name="removeCover" />
          <Label htmlFor="removeCover" className="font-normal">
            {t('editor.removeCover')}
          </Label>
        </div>
      ) : null}
    </FormField>
  );
}

/** The staff's post editor: the post's fields, its Markdown with a preview as readers will see it, and its cover. */
export function PostEditor({ defaults, lastResult, isNew }: { defaults: PostEditorDefaults; lastResult: SubmissionResult<string[]> | undefined; isNew: boolean }) {
  const { t } = useTranslation('blog');
  const { t: ts } = useTranslation('shell');
  const busy = useNavigation().state === 'submitting';
  const [previewing, setPreviewing] = useState(false);
  const [form, fields] = useForm({
    id: 'blog-post',
    lastResult,
    constraint: getZodConstraint(blogPostFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blogPostFormSchema }),
    defaultValue: { title: defaults.title, summary: defaults.summary, body: defaults.body, language: defaults.language, tags: defaults.tags },
  });
  const languages = INTERFACE_LANGUAGES.map((code) => ({ value: code, label: ts(`language.names.${code}`) }));

  return (
    <div className="grid gap-6">
      <ConformForm form={form} method="post" encType="multipart/form-data" className="grid gap-5" aria-busy={busy}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <InputField meta={fields.title} label={t('editor.title')} hint={t('editor.titleHint', { max: BLOG_LIMITS.title })} />
        <TextareaField meta={fields.summary} label={t('editor.summary')} hint={t('editor.summaryHint', { max: BLOG_LIMITS.summary })} rows={2} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField meta={fields.language} label={t('editor.language')} options={languages} />
          <InputField meta={fields.tags} label={t('editor.tags')} hint={t('editor.tagsHint', { max: BLOG_LIMITS.tags })} />
        </div>
        <div className="grid gap-2">
          <div role="tablist" aria-label={t('editor.bodyModes')} className="flex gap-2">
            <Button type="button" role="tab" size="sm" aria-selected={!previewing} variant={previewing ? 'ghost' : 'secondary'} onClick={() => setPreviewing(false)}>
              {t('editor.write')}
            </Button>
            <Button type="button" role="tab" size="sm" aria-selected={previewing} variant={previewing ? 'secondary' : 'ghost'} onClick={() => setPreviewing(true)}>
              {t('editor.preview')}
            </Button>
          </div>
          <TextareaField meta={fields.body} label={t('editor.body')} hint={t('editor.bodyHint')} rows={18} className={previewing ? 'hidden' : undefined} />
          {previewing ? (
            <div role="tabpanel" aria-label={t('editor.preview')} className="min-h-40 rounded-md border p-4">
              <PostBody markdown={fields.body.value ?? ''} />
            </div>
          ) : null}
        </div>
        <CoverField meta={fields.cover} currentUrl={defaults.coverUrl} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
            {defaults.published ? t('editor.saveChanges') : t('editor.saveDraft')}
          </Button>
          {defaults.published ? (
            <Button type="submit" name="intent" value="unpublish" variant="outline" disabled={busy}>
              {t('editor.unpublish')}
            </Button>
          ) : (
            <Button type="submit" name="intent" value="publish" disabled={busy}>
              {t('editor.publish')}
            </Button>
          )}
        </div>
      </ConformForm>
      {isNew ? null : <DeletePost />}
    </div>
  );
}
