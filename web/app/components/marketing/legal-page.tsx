import { useLoaderData } from '@remix-run/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/** The sections of each legal text, in order (`marketing:legal.<doc>.sections.<id>.heading` / `.body`). */
export const LEGAL_SECTIONS = {
  terms: ['operator', 'accounts', 'content', 'licence', 'review', 'plans', 'royalties', 'takedown', 'conduct', 'termination', 'liability', 'changes', 'contact'],
  privacy: ['controller', 'data', 'purposes', 'sharing', 'retention', 'security', 'rights', 'children', 'changes', 'contact'],
  cookies: ['what', 'used', 'none', 'storage', 'control', 'contact'],
} as const;

export type LegalDocument = keyof typeof LEGAL_SECTIONS;

/** A text with the installation's contact address made a mail link wherever it appears. */
function WithMailLinks({ text, email }: { text: string; email: string }) {
  const parts = text.split(email);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <a href={`mailto:${email}`} className="text-foreground underline underline-offset-4">
              {email}
            </a>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

/** A legal page: its title, when it was last updated, an introduction and its numbered sections. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const { t } = useTranslation('marketing');
  const { supportEmail } = useLoaderData<{ supportEmail: string }>();
  const values = { email: supportEmail };
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight">{t(`legal.${doc}.title`)}</h1>
        <p className="text-sm text-muted-foreground">{t('legal.updated')}</p>
        <p className="text-muted-foreground">
          <WithMailLinks text={t(`legal.${doc}.intro`, values)} email={supportEmail} />
        </p>
      </header>
      <ol className="space-y-7">
        {LEGAL_SECTIONS[doc].map((id, index) => (
          <li key={id} className="space-y-2">
            <h2 className="text-lg font-semibold">
              {index + 1}. {t(`legal.${doc}.sections.${id}.heading`)}
            </h2>
            {t(`legal.${doc}.sections.${id}.body`, values)
              .split('\n\n')
              .map((paragraph) => (
                <p key={paragraph} className="text-sm leading-relaxed text-muted-foreground">
                  <WithMailLinks text={paragraph} email={supportEmail} />
                </p>
              ))}
          </li>
        ))}
      </ol>
    </article>
  );
}
