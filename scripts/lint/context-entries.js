import path from 'node:path';

/**
 * Contexts (functions/domain/<context>/) are entered through their entry file
 * (functions/domain/<context>.ts): a file outside a context imports what the
 * context offers from there, never one of its inner files.
 */
const DOMAIN = 'functions/domain/';

/** The context a file belongs to; `entry` also counts the entry file functions/domain/<context>.ts. */
const contextOf = (file, { entry }) => {
  if (!file.startsWith(DOMAIN)) return undefined;
  const rest = file.slice(DOMAIN.length);
  if (rest.includes('/')) return rest.split('/')[0];
  return entry ? rest.replace(/\.ts$/, '') : undefined;
};

/** The repository-relative file an import points into, when it points into functions/domain. */
function importedPath(source, importer) {
  if (source.startsWith('#domain/')) return DOMAIN + source.slice('#domain/'.length);
  if (source.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(importer), source));
  return undefined;
}

export const contextEntries = {
  meta: {
    type: 'problem',
    messages: { inner: "'{{source}}' is inside the {{context}} context: import it from its entry file #domain/{{context}}." },
    schema: [],
  },
  create(lint) {
    const importer = path.relative(lint.cwd, lint.filename).split(path.sep).join('/');
    const own = contextOf(importer, { entry: true });
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = importedPath(source, importer);
      const context = target && contextOf(target, { entry: false });
      if (context && context !== own) lint.report({ node: node.source, messageId: 'inner', data: { source, context } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
