/**
 * `import('…')` escapes ESLint's no-restricted-imports, and the CLI loads most modules that way to start fast. This
 * rule takes the same `paths` and `patterns` options and applies them to dynamic imports with a literal source, so a
 * package boundary cannot be crossed lazily. Patterns are the gitignore-style globs the static rule takes: `*` within
 * one path segment, `**` across segments, `!` to allow again what an earlier glob forbade; a glob that matches a
 * specifier also matches everything beneath it (`@slipcase/web` forbids `@slipcase/web/app/x`).
 */

/** @param {string} glob */
function globToRegExp(glob) {
  const source = glob
    .split(/(\*\*\/|\/\*\*|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '/**') return '(?:/.*)?';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${glob.includes('/') || glob.startsWith('**') ? '' : '(?:.*/)?'}${source}(?:/.*)?$`);
}

/** @param {string[]} group */
function groupMatcher(group) {
  const globs = group.map((glob) => ({ allow: glob.startsWith('!'), regExp: globToRegExp(glob.replace(/^!/, '')) }));
  return (/** @type {string} */ specifier) =>
    globs.reduce((forbidden, { allow, regExp }) => (regExp.test(specifier) ? !allow : forbidden), false);
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Apply no-restricted-imports\' paths and patterns to dynamic import()' },
    schema: [{ type: 'object', properties: { paths: { type: 'array' }, patterns: { type: 'array' } }, additionalProperties: false }],
    messages: { restricted: "'{{specifier}}' import is restricted from being used by a pattern. {{message}}" },
  },
  create(context) {
    const { paths = [], patterns = [] } = context.options[0] ?? {};
    const rules = [
      ...paths.map((path) => (typeof path === 'string' ? { name: path } : path))
        .map(({ name, message }) => ({ matches: (/** @type {string} */ specifier) => specifier === name, message })),
      ...patterns.map(({ group, message }) => ({ matches: groupMatcher(group), message })),
    ];
    return {
      ImportExpression(node) {
        const { source } = node;
        const specifier = source.type === 'Literal' ? source.value
          : source.type === 'TemplateLiteral' && source.expressions.length === 0 ? source.quasis[0]?.value.cooked : undefined;
        if (typeof specifier !== 'string') return;
        const rule = rules.find(({ matches }) => matches(specifier));
        if (rule) context.report({ node, messageId: 'restricted', data: { specifier, message: rule.message ?? '' } });
      },
    };
  },
};
