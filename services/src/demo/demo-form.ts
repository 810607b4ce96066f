import { formFieldOf, type FormField } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { saveForm, type EditedFormField } from '../forms/form-definitions';
import { submitForm } from '../forms/submit-form';

const field = (label: string, kind: EditedFormField['kind'], rules: Partial<FormField> = {}): EditedFormField => formFieldOf(kind, label, rules);

/** The demo form: an application to a showcase, with a field of each kind. */
export const DEMO_FORM = {
  name: 'Showcase application',
  description: 'Apply to play at the Slipcase showcase night. We read every application and answer by e-mail within two weeks.',
  fields: [
    field('Artist name', 'text', { maxLength: 80 }),
    field('Contact e-mail', 'email'),
    field('Genre', 'select', { options: ['Pop', 'Rock', 'Electronic', 'Hip-hop', 'Jazz', 'Folk', 'Other'] }),
    field('Best song link', 'url', { required: false }),
    field('Instagram handle', 'text', { required: false, pattern: '@[A-Za-z0-9._]{1,30}', maxLength: 31 }),
    field('Why you? (at least 50 characters)', 'long_text', { minLength: 50, maxLength: 1500 }),
    field('Press kit (PDF, image or audio)', 'file', { required: false }),
  ],
};

/**
 * Opens the demo form through the staff's use case and sends one application from the demo artist through the
 * user's, unless a form already exists. Returns the form's id, or null when nothing was done.
 */
export async function publishDemoForm(deps: Pick<ServiceDeps, 'prisma' | 'storage' | 'now'>, input: { artistUsername: string }): Promise<string | null> {
  if ((await deps.prisma.form.count()) > 0) return null;
  const saved = await saveForm(deps, { formId: null, ...DEMO_FORM, active: true });
  if (!saved.ok) throw new Error(`The demo form was refused: ${saved.kind === 'invalid' ? saved.errors.map((error) => `${error.field} ${error.code}`).join(', ') : saved.kind}`);
  const artist = await deps.prisma.user.findUnique({ where: { username: input.artistUsername }, select: { id: true, email: true } });
  if (artist) {
    const values = {
      f1: 'Nova Lane',
      f2: artist.email,
      f3: 'Electronic',
      f4: 'https://novalane.example/night-drive',
      f5: '@novalane',
      f6: 'Night Drive has been on two editorial playlists, and we play it live with a drummer and a modular synth.',
    };
    const sent = await submitForm(deps, { formId: saved.id, userId: artist.id, values, files: {} });
    if (!sent.ok) throw new Error(`The demo application was refused: ${JSON.stringify(sent)}`);
  }
  return saved.id;
}
