import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { isAppError, MASTERING_PRESETS } from '@slipcase/domain';
import { masteringJobOf, newPresetCharge, requestNewPreset } from '@slipcase/services/mastering/index';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../components/form-field';
import { MasteringStatusBadge } from '../components/mastering/mastering-status';
import { Alert } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { NativeSelect } from '../components/ui/select';
import { encodeError } from '../lib/error-messages';
import { formatDate } from '../lib/format';
import { masteringJobFormSchema } from '../lib/mastering-schema';
import { titleMeta } from '../lib/meta';
import { MASTERING_PATH, masteringFilePath, masteringJobPath } from '../lib/paths';
import { serviceDeps } from '../server/deps.server';
import { checkoutOrJobPage, masteringDeps } from '../server/mastering/mastering.server';
import { notFoundAs404 } from '../server/not-found.server';
import { readFormValue } from '../server/read-form.server';
import { requireUser } from '../server/session.server';
import { usePolling } from '../lib/use-polling';

const POLL_INTERVAL_MS = 5000;

/** One of the artist's jobs (another account's is 404) and what another preset of its track costs now. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const deps = await serviceDeps();
  const input = { userId: user.id, jobId: params.id ?? '' };
  const job = await masteringJobOf(deps, input).catch(notFoundAs404);
  const charge = await newPresetCharge(deps, input);
  const { id, fileName, preset, status, createdAt, loopStartMs, loopEndMs, failure, refundedAt } = job;
  const loudness = {
    integrated: [job.inputLufs, job.outputLufs],
    range: [job.inputLra, job.outputLra],
    truePeak: [job.inputTruePeak, job.outputTruePeak],
  };
  return json({
    job: { id, fileName, preset, status, createdAt, loopStartMs, loopEndMs, failure, refunded: refundedAt !== null },
    loudness: status === 'succeeded' ? loudness : null,
    freeUntil: charge.kind === 'revision' ? charge.freeUntil : null,
  });
}

/** Pay the job's checkout, or master its track again with another preset (free within the 7 days). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const jobId = params.id ?? '';
  await masteringJobOf(await serviceDeps(), { userId: user.id, jobId }).catch(notFoundAs404);
  const form = await readFormValue(request, masteringJobFormSchema);
  const origin = new URL(request.url).origin;
  try {
    if (form.intent === 'pay') return redirect(await checkoutOrJobPage(user.id, jobId, origin));
    const requested = await requestNewPreset(await masteringDeps(), { userId: user.id, jobId, preset: form.preset });
    return redirect(requested.charge === 'pay' ? await checkoutOrJobPage(user.id, requested.jobId, origin) : masteringJobPath(requested.jobId));
  } catch (error) {
    if (isAppError(error) && error.code !== 'not_found') return redirect(`${masteringJobPath(jobId)}?checkout=${encodeURIComponent(encodeError(error))}`);
    return notFoundAs404(error);
  }
}

export const meta = titleMeta('shell:placeholders.masteringJob.title');

const number = (locale: string, value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value);

function LoudnessTable({ loudness }: { loudness: Record<'integrated' | 'range' | 'truePeak', (number | null)[]> }) {
  const { t, i18n } = useTranslation('mastering');
  const unit = { integrated: 'lufs', range: 'lu', truePeak: 'dbtp' } as const;
  return (
    <section className="space-y-2" aria-labelledby="loudness">
      <h2 id="loudness" className="text-lg font-semibold">
        {t('loudness.title')}
      </h2>
      <table className="w-full max-w-xl text-sm" data-testid="mastering-loudness">
        <caption className="pb-2 text-left text-muted-foreground">{t('loudness.caption')}</caption>
        <thead>
          <tr className="border-b text-left">
            <th className="py-2 pr-3 font-medium">{t('loudness.measure')}</th>
            <th className="py-2 pr-3 font-medium">{t('loudness.before')}</th>
            <th className="py-2 font-medium">{t('loudness.after')}</th>
          </tr>
        </thead>
        <tbody>
          {(['integrated', 'range', 'truePeak'] as const).map((measure) => (
            <tr key={measure} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {t(`loudness.${measure}`)}
              </th>
              {loudness[measure].map((value, index) => (
                <td key={index} className="py-2 pr-3 tabular-nums">
                  {value === null ? t('loudness.none') : t(`loudness.${unit[measure]}`, { value: number(i18n.language, value) })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default function MasteringJobPage() {
  const { t, i18n } = useTranslation('mastering');
  const { t: tc } = useTranslation();
  const { job, loudness, freeUntil } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  usePolling(job.status === 'pending', POLL_INTERVAL_MS);
  const checkoutError = search.get('checkout');
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <Link to={MASTERING_PATH} className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          ← {t('job.back')}
        </Link>
        <MasteringStatusBadge status={job.status} />
        <h1 className="text-2xl font-semibold tracking-tight break-all">{job.fileName}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('job.preset')}</dt>
          <dd>{t(`preset.${job.preset}.name`, { defaultValue: job.preset })}</dd>
          <dt className="text-muted-foreground">{t('job.loop')}</dt>
          <dd>
            {job.loopStartMs !== null && job.loopEndMs !== null
              ? t('job.loopRange', { start: number(i18n.language, job.loopStartMs / 1000), end: number(i18n.language, job.loopEndMs / 1000) })
              : t('job.wholeTrack')}
          </dd>
          <dt className="text-muted-foreground">{t('job.created')}</dt>
          <dd>{formatDate(i18n.language, job.createdAt)}</dd>
        </dl>
      </div>
      {checkoutError ? <FormErrors errors={[checkoutError]} /> : null}
      {job.status === 'pending' ? <Alert>{search.get('paid') ? t('job.paid') : t('job.processing')}</Alert> : null}
      {job.status === 'awaiting_payment' ? (
        <Form method="post" className="flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{t('job.awaitingPayment')}</p>
          <Button type="submit" name="intent" value="pay" disabled={busy}>
            {t('job.pay')}
          </Button>
        </Form>
      ) : null}
      {job.status === 'failed' ? (
        <Alert variant="destructive">
          {t('job.failed', { reason: tc(`errors.${job.failure ?? 'upload_failed'}`, { defaultValue: tc('errors.upload_failed') }) })} {job.refunded ? t('job.refunded') : null}
        </Alert>
      ) : null}
      {loudness ? <LoudnessTable loudness={loudness} /> : null}
      {job.status === 'succeeded' ? (
        <section className="space-y-3" aria-labelledby="downloads">
          <h2 id="downloads" className="text-lg font-semibold">
            {t('downloads.title')}
          </h2>
          <div className="flex flex-col gap-2 sm:flex-row">
            <a href={masteringFilePath(job.id, 'master.wav')} download className={buttonVariants()}>
              {t('downloads.wav')}
            </a>
            <a href={masteringFilePath(job.id, 'master.mp3')} download className={buttonVariants({ variant: 'outline' })}>
              {t('downloads.mp3')}
            </a>
          </div>
        </section>
      ) : null}
      {job.status === 'succeeded' || job.status === 'failed' ? (
        <Form method="post" className="grid gap-3 rounded-xl border p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{t('newPreset.title')}</h2>
          <p className="text-sm text-muted-foreground">{freeUntil ? t('newPreset.free', { date: formatDate(i18n.language, freeUntil) }) : t('newPreset.paid')}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <label className="grid gap-1 text-sm font-medium">
              {t('preset.legend')}
              <NativeSelect name="preset" defaultValue={MASTERING_PRESETS.find((preset) => preset !== job.preset)}>
                {MASTERING_PRESETS.map((preset) => (
                  <option key={preset} value={preset}>
                    {t(`preset.${preset}.name`)}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <Button type="submit" name="intent" value="preset" variant="outline" disabled={busy}>
              {t('newPreset.submit')}
            </Button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
