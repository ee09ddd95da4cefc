import path from 'node:path';

/**
 * `local/module-boundaries`: code outside a domain folder (`<domainsDir>/<x>/`) may import that
 * domain only through its face, `<domainsDir>/<x>/index.ts(x)`. The domain's own files import each
 * other freely. Options: `{ domainsDirs: ['apps/server/src/modules', ...] }`, relative to the
 * working directory ESLint runs in (the repository root).
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another domain only through its face (index.ts), never its internal files.' },
    schema: [
      {
        type: 'object',
        properties: { domainsDirs: { type: 'array', items: { type: 'string' } } },
        required: ['domainsDirs'],
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{specifier}}' reaches inside the '{{domain}}' domain: import its face ('{{face}}') and export what you need from there.",
    },
  },
  create(context) {
    /** @type {string[]} */
    const configured = context.options[0].domainsDirs;
    const domainsDirs = configured.map((dir) => path.resolve(context.cwd, dir));
    const filename = context.filename;

    /**
     * The domain folder a path lies in, and the path inside it ('' for the folder itself).
     * @param {string} file
     */
    function locate(file) {
      for (const domainsDir of domainsDirs) {
        const relative = path.relative(domainsDir, file);
        if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) continue;
        const [domain, ...inside] = relative.split(path.sep);
        return { domainsDir, domain: domain ?? '', inside: inside.join('/') };
      }
      return null;
    }

    const own = locate(filename);

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = locate(path.resolve(path.dirname(filename), source.value));
      if (!target || target.inside === '') return; // not a domain, or the domain folder (its index)
      if (own && own.domainsDir === target.domainsDir && own.domain === target.domain) return;
      if (/^index(\.tsx?|\.js)?$/.test(target.inside)) return;
      const face = path.relative(path.dirname(filename), path.join(target.domainsDir, target.domain));
      context.report({
        node: source,
        messageId: 'internal',
        data: { specifier: source.value, domain: target.domain, face: face.startsWith('.') ? face : `./${face}` },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The repository's own ESLint rules, as a plugin named `local`. */
export const localPlugin = { rules: { 'module-boundaries': moduleBoundaries } };
