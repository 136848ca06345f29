/**
 * The babel config through which dependency-cruiser reads our TypeScript (`options.babelConfig` in
 * .dependency-cruiser.cjs). dependency-cruiser 16 parses TypeScript with the TypeScript compiler
 * API, which TypeScript 7 no longer has; without it, it falls back to acorn's loose parser, which
 * silently drops imports (`import { a, type B } from 'x'`: 286 of 1,941 imports were missed).
 * Here babel's own parser reads TS/TSX completely, and the plugin reduces each file to its module
 * references, as plain JavaScript that dependency-cruiser's acorn step then reads without loss:
 * every import (type-only ones too, as `tsPreCompilationDeps` asks), re-export, `import()`,
 * `require()`, `import x = require()` and `import('x')` type.
 */
const { parse } = require('@babel/parser');

/** Parser plugins by file extension: JSX only in .tsx/.jsx (in .ts, `<T>x` is a cast). */
function parserPlugins(filename = '') {
  if (/\.tsx$/.test(filename)) return ['typescript', 'jsx'];
  if (/\.[cm]?ts$/.test(filename)) return ['typescript'];
  return ['jsx'];
}

/** @param {{ types: import('@babel/types') }} babel */
function moduleReferencesOnly({ types: t }) {
  return {
    name: 'module-references-only',
    parserOverride(code, options) {
      return parse(code, { ...options, sourceType: 'unambiguous', plugins: parserPlugins(options.sourceFileName) });
    },
    visitor: {
      Program(program) {
        const body = [];
        const literal = (node) => (t.isStringLiteral(node) ? node.value : t.isTemplateLiteral(node) && node.expressions.length === 0 ? node.quasis[0].value.cooked : null);
        program.traverse({
          ImportDeclaration(p) {
            body.push(t.importDeclaration([], t.stringLiteral(p.node.source.value)));
          },
          'ExportAllDeclaration|ExportNamedDeclaration'(p) {
            if (p.node.source) body.push(t.exportAllDeclaration(t.stringLiteral(p.node.source.value)));
          },
          TSImportEqualsDeclaration(p) {
            if (t.isTSExternalModuleReference(p.node.moduleReference)) body.push(t.expressionStatement(t.callExpression(t.identifier('require'), [t.stringLiteral(p.node.moduleReference.expression.value)])));
          },
          TSImportType(p) {
            const source = p.node.argument?.value ?? p.node.argument?.literal?.value;
            if (typeof source === 'string') body.push(t.importDeclaration([], t.stringLiteral(source)));
          },
          CallExpression(p) {
            const source = literal(p.node.arguments[0]);
            if (source === null) return;
            if (t.isImport(p.node.callee)) body.push(t.expressionStatement(t.callExpression(t.import(), [t.stringLiteral(source)])));
            else if (t.isIdentifier(p.node.callee, { name: 'require' })) body.push(t.expressionStatement(t.callExpression(t.identifier('require'), [t.stringLiteral(source)])));
          },
          ImportExpression(p) {
            const source = literal(p.node.source);
            if (source !== null) body.push(t.expressionStatement(t.callExpression(t.import(), [t.stringLiteral(source)])));
          },
        });
        program.node.body = body;
        program.node.directives = [];
        program.node.sourceType = 'module';
        program.skip();
      },
    },
  };
}

module.exports = { babelrc: false, configFile: false, sourceType: 'unambiguous', plugins: [moduleReferencesOnly] };
