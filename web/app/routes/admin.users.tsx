import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { canManageAccount, isBlocked } from '@slipcase/domain';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { useTranslation } from 'react-i18next';
import { BlockAccountDialog, type BlockActionData } from '../components/block-account-dialog';
import { EmptyState } from '../components/empty-state';
import { FormErrors } from '../components/form-field';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { BLOCK_INTENTS, blockChangeSchema } from '../lib/admin-schemas';
import { titleMeta } from '../lib/meta';
import { changeBlock } from '@slipcase/services/admin/blocking';
import { accountDeps } from '../server/deps.server';
import { formOf, readForm, readIntent } from '../server/read-form.server';
import { requireAdmin } from '../server/admin/require-admin.server';
import { searchUsers, USER_LIST_LIMIT } from '@slipcase/services/admin/users';

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const search = new URL(request.url).searchParams.get('q') ?? '';
  const { users, more } = await searchUsers(accountDeps(), search);
  return json({
    search,
    more,
    limit: USER_LIST_LIMIT,
    users: users.map((user) => ({ ...user, manageable: canManageAccount(admin.role, user.role) })),
  });
}

/** Freeze, ban, unfreeze or unban one account (`intent`, `userId`; `reason` to freeze or ban). */
export async function action({ request }: ActionFunctionArgs): Promise<Response> {
  const admin = await requireAdmin(request);
  const form = await formOf(request);
  const intent = await readIntent(form, BLOCK_INTENTS);
  const submission = await readForm(form, blockChangeSchema(intent));
  if (submission.status !== 'success') {
    return json<BlockActionData>({ result: submission.reply(), done: null }, { status: 400 });
  }
  const { userId } = submission.value;
  const outcome = await changeBlock(accountDeps(), { admin, targetId: userId, intent, reason: 'reason' in submission.value ? submission.value.reason : null });
  if (!outcome.ok) {
    const reply = submission.reply({ formErrors: [outcome.refusal.code] });
    return json<BlockActionData>({ result: reply, done: null }, { status: httpStatusOf(outcome.refusal.code) });
  }
  return json<BlockActionData>({ result: submission.reply({ resetForm: true }), done: { intent, username: outcome.username } });
}

export const meta = titleMeta('access:pages.adminUsers');

type Row = ReturnType<typeof useLoaderData<typeof loader>>['users'][number];

function StatusBadges({ user }: { user: Row }) {
  const { t } = useTranslation('access');
  if (!isBlocked(user)) return <Badge variant="success">{t('admin.status.active')}</Badge>;
  return (
    <div className="flex max-w-56 flex-col items-start gap-1 whitespace-normal">
      <div className="flex gap-1">
        {user.freeze ? <Badge variant="warning">{t('admin.status.frozen')}</Badge> : null}
        {user.banned ? <Badge variant="destructive">{t('admin.status.banned')}</Badge> : null}
      </div>
      {user.blockedReason ? <p className="text-xs text-muted-foreground">{user.blockedReason}</p> : null}
    </div>
  );
}

/** One hidden-field form posting an intent about the row's account. */
function RowAction({ to, intent, user, label, children }: { to: string; intent?: string; user: Row; label: string; children: string }) {
  return (
    <Form method="post" action={to}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <input type="hidden" name="userId" value={user.id} />
      <Button type="submit" size="sm" variant={intent ? 'outline' : 'default'} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

function RowActions({ user }: { user: Row }) {
  const { t } = useTranslation('access');
  if (!user.manageable) return <p className="text-xs text-muted-foreground">{t('admin.staff')}</p>;
  const who = { username: user.username };
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
      <RowAction to="/admin/impersonate" user={user} label={t('admin.impersonate.label', who)}>
        {t('admin.impersonate.button')}
      </RowAction>
      {user.freeze ? (
        <RowAction to="/admin/users" intent="unfreeze" user={user} label={t('admin.unfreeze.label', who)}>
          {t('admin.unfreeze.button')}
        </RowAction>
      ) : (
        <BlockAccountDialog intent="freeze" user={user} />
      )}
      {user.banned ? (
        <RowAction to="/admin/users" intent="unban" user={user} label={t('admin.unban.label', who)}>
          {t('admin.unban.button')}
        </RowAction>
      ) : (
        <BlockAccountDialog intent="ban" user={user} />
      )}
    </div>
  );
}

/** Phones: one card per account. */
function UserCards({ users }: { users: Row[] }) {
  const { t } = useTranslation('access');
  return (
    <ul className="grid gap-3 md:hidden">
      {users.map((user) => (
        <li key={user.id} className="grid gap-3 rounded-lg border p-4" data-testid={`user-card-${user.username}`}>
          <div>
            <div className="font-medium">{user.name}</div>
            <div className="text-xs break-all text-muted-foreground">
              @{user.username} · {user.email}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span>{t(`admin.plans.${user.plan}`)}</span>
            <span aria-hidden="true">·</span>
            <span>{t(`admin.roles.${user.role}`)}</span>
          </div>
          <StatusBadges user={user} />
          <RowActions user={user} />
        </li>
      ))}
    </ul>
  );
}

/** Wider screens: a table. */
function UserTable({ users }: { users: Row[] }) {
  const { t } = useTranslation('access');
  return (
    <div className="hidden md:block">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('admin.columns.user')}</TableHead>
            <TableHead>{t('admin.columns.email')}</TableHead>
            <TableHead>{t('admin.columns.plan')}</TableHead>
            <TableHead>{t('admin.columns.role')}</TableHead>
            <TableHead>{t('admin.columns.status')}</TableHead>
            <TableHead className="text-right">{t('admin.columns.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} data-testid={`user-${user.username}`}>
              <TableCell>
                <div className="font-medium">{user.name}</div>
                <div className="text-xs text-muted-foreground">@{user.username}</div>
              </TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{t(`admin.plans.${user.plan}`)}</TableCell>
              <TableCell>{t(`admin.roles.${user.role}`)}</TableCell>
              <TableCell>
                <StatusBadges user={user} />
              </TableCell>
              <TableCell className="text-right">
                <RowActions user={user} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export default function AdminUsersPage() {
  const { t } = useTranslation('access');
  const { search, users, more, limit } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as BlockActionData | undefined;
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/admin/users' && navigation.formMethod?.toUpperCase() === 'GET';

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('admin.heading')}</h1>
        <p className="text-muted-foreground">{t('admin.lead')}</p>
      </div>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-64 flex-1 gap-2">
          <Label htmlFor="user-search">{t('admin.search')}</Label>
          <Input id="user-search" type="search" name="q" defaultValue={search} placeholder={t('admin.searchPlaceholder')} />
        </div>
        <Button type="submit" disabled={searching}>
          {t('admin.searchSubmit')}
        </Button>
      </Form>
      {data?.done ? (
        <Alert variant="success" role="status">
          {t(`admin.done.${data.done.intent}`, { username: data.done.username })}
        </Alert>
      ) : null}
      <FormErrors errors={data?.result.error?.[''] ?? null} />
      {users.length === 0 ? (
        <EmptyState title={t('admin.empty.title')} body={t('admin.empty.body')} />
      ) : (
        <>
          <UserCards users={users} />
          <UserTable users={users} />
        </>
      )}
      {more ? <p className="text-sm text-muted-foreground">{t('admin.more', { count: limit })}</p> : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
