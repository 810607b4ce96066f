import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TOOL_CATEGORIES, toolsIn, type ToolCategory } from '../lib/placeholders';
import { cn } from '../lib/utils';
import { Badge } from './ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

/** The /tools hub: the tools of the chosen category as cards, each leading to its page. */
export function ToolsHub() {
  const { t } = useTranslation('shell');
  const { category } = useLoaderData<{ category: ToolCategory }>();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('tools.heading')}</h1>
        <p className="text-muted-foreground">{t('tools.lead')}</p>
      </div>
      <nav aria-label={t('tools.categories')}>
        <ul className="flex flex-wrap gap-2">
          {TOOL_CATEGORIES.map((each) => (
            <li key={each}>
              <Link
                to={each === 'all' ? '/tools' : `/tools?category=${each}`}
                aria-current={each === category ? 'page' : undefined}
                className={cn(
                  'inline-flex rounded-full border px-3 py-1 text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  each === category ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
                )}
              >
                {t(`tools.category.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="grid gap-4 sm:grid-cols-2">
        {toolsIn(category).map((tool) => (
          <li key={tool.feature}>
            <Card className="relative h-full gap-3 transition-colors hover:bg-accent/50">
              <CardHeader className="flex flex-row items-center justify-between gap-2">
                <CardTitle>
                  <h2>
                    <Link to={tool.to} className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50">
                      {t(`placeholders.${tool.feature}.title`)}
                    </Link>
                  </h2>
                </CardTitle>
                <Badge variant="outline">{t(`tools.category.${tool.category}`)}</Badge>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">{t(`placeholders.${tool.feature}.body`)}</CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
