// Panda's css(), pattern and recipe calls with arguments known at build time, replaced by the
// class names (or, for `.raw` and slot recipes, the objects) they return, so the browser never
// runs Panda's styling runtime and downloads none of it. The values are computed by the very
// runtime Panda generated (styled-system/), run here in Node: a call gives the same result at
// build time as it would have in the browser. A call whose arguments are not literals (a recipe
// variant from a prop) is left as it is and keeps its runtime import; `unresolved` lists them.
// Used by the build's loader (pandaStaticLoader.cjs); Panda's own PostCSS plugin still reads
// the untouched source files to write the stylesheet.
const path = require('node:path')
const ts = require('typescript')

const STYLED_SYSTEM = '@/styled-system/'

/** Panda's generated runtime, loaded once (ES modules, through tsx's loader). */
function loadRuntime(projectRoot) {
  const { require: tsxRequire } = require('tsx/cjs/api')
  const load = (entry) => tsxRequire(path.join(projectRoot, 'styled-system', entry), __filename)
  return {
    css: load('css/index.js'),
    patterns: load('patterns/index.js'),
    recipes: load('recipes/index.js'),
    tokens: load('tokens/index.js'),
  }
}

const NOT_STATIC = Symbol('not static')

/**
 * @param {string} source the module's TypeScript / TSX source
 * @param {string} fileName its path (for the parser's dialect and for messages)
 * @param {ReturnType<typeof loadRuntime>} runtime
 * @returns {{ code: string, replaced: number, unresolved: string[] }}
 */
function inlinePandaCalls(source, fileName, runtime) {
  if (!source.includes(STYLED_SYSTEM)) return { code: source, replaced: 0, unresolved: [] }
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind)

  // Local name → the runtime value it is bound to, for the imports from styled-system.
  const bindings = new Map()
  const imports = []
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue
    const specifier = statement.moduleSpecifier.text
    if (!specifier.startsWith(STYLED_SYSTEM)) continue
    const exports = runtime[specifier.slice(STYLED_SYSTEM.length)]
    const named = statement.importClause?.namedBindings
    if (!exports || !named || !ts.isNamedImports(named) || statement.importClause.isTypeOnly) {
      continue
    }
    imports.push({ statement, specifier })
    for (const element of named.elements) {
      if (element.isTypeOnly) continue
      const imported = (element.propertyName ?? element.name).text
      if (imported in exports) bindings.set(element.name.text, exports[imported])
    }
  }
  if (bindings.size === 0) return { code: source, replaced: 0, unresolved: [] }

  // Module-level constants, which arguments may name (`css(link, { … })`).
  const constants = new Map()
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        constants.set(declaration.name.text, declaration.initializer)
      }
    }
  }
  const evaluated = new Map()

  /** The value of an expression made only of literals, constants and Panda calls. */
  function evaluate(node) {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
    if (ts.isNumericLiteral(node)) return Number(node.text)
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false
    if (node.kind === ts.SyntaxKind.NullKeyword) return null
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isTypeAssertionExpression(node)
    ) {
      return evaluate(node.expression)
    }
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
      const value = evaluate(node.operand)
      return typeof value === 'number' ? -value : NOT_STATIC
    }
    if (ts.isArrayLiteralExpression(node)) {
      const items = []
      for (const element of node.elements) {
        const value = evaluate(ts.isSpreadElement(element) ? element.expression : element)
        if (value === NOT_STATIC) return NOT_STATIC
        if (ts.isSpreadElement(element)) {
          if (!Array.isArray(value)) return NOT_STATIC
          items.push(...value)
        } else items.push(value)
      }
      return items
    }
    if (ts.isObjectLiteralExpression(node)) {
      const object = {}
      for (const property of node.properties) {
        if (ts.isSpreadAssignment(property)) {
          const value = evaluate(property.expression)
          if (value === NOT_STATIC || typeof value !== 'object' || value === null) return NOT_STATIC
          Object.assign(object, value)
        } else if (ts.isPropertyAssignment(property)) {
          const key = propertyKey(property.name)
          const value = key === NOT_STATIC ? NOT_STATIC : evaluate(property.initializer)
          if (value === NOT_STATIC) return NOT_STATIC
          object[key] = value
        } else if (ts.isShorthandPropertyAssignment(property)) {
          const value = evaluate(property.name)
          if (value === NOT_STATIC) return NOT_STATIC
          object[property.name.text] = value
        } else return NOT_STATIC
      }
      return object
    }
    if (ts.isIdentifier(node)) return constantValue(node.text)
    if (ts.isPropertyAccessExpression(node)) {
      const target = evaluate(node.expression)
      if (target === NOT_STATIC || target === null || typeof target !== 'object') return NOT_STATIC
      return Object.hasOwn(target, node.name.text) ? target[node.name.text] : NOT_STATIC
    }
    if (ts.isCallExpression(node)) {
      const fn = pandaFunction(node.expression)
      if (!fn) return NOT_STATIC
      const args = node.arguments.map(evaluate)
      if (args.includes(NOT_STATIC)) return NOT_STATIC
      return fn(...args)
    }
    return NOT_STATIC
  }

  function propertyKey(name) {
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) {
      return name.text
    }
    if (ts.isComputedPropertyName(name)) {
      const key = evaluate(name.expression)
      return typeof key === 'string' || typeof key === 'number' ? key : NOT_STATIC
    }
    return NOT_STATIC
  }

  function constantValue(name) {
    if (!constants.has(name)) return NOT_STATIC
    if (!evaluated.has(name)) {
      evaluated.set(name, NOT_STATIC) // a constant that refers to itself is not static
      evaluated.set(name, evaluate(constants.get(name)))
    }
    return evaluated.get(name)
  }

  /** The runtime function a callee names: `css`, `css.raw`, `container`, `heading.raw` … */
  function pandaFunction(callee) {
    if (ts.isIdentifier(callee)) {
      const value = bindings.get(callee.text)
      return typeof value === 'function' ? value : undefined
    }
    if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
      const owner = bindings.get(callee.expression.text)
      const value = owner?.[callee.name.text]
      return typeof value === 'function' ? value.bind(owner) : undefined
    }
    return undefined
  }

  const replacements = []
  const unresolved = []
  function visit(node) {
    if (ts.isImportDeclaration(node)) return
    if (ts.isCallExpression(node) && pandaFunction(node.expression)) {
      const value = evaluate(node)
      if (value !== NOT_STATIC && value !== undefined) {
        replacements.push({ start: node.getStart(file), end: node.getEnd(), text: literal(value) })
        return
      }
      // cx() is a string join, cheap to keep; anything else keeps Panda's runtime in the bundle.
      if (!(
        ts.isIdentifier(node.expression) && bindings.get(node.expression.text) === runtime.css.cx
      )) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
        unresolved.push(`${fileName}:${line + 1} ${node.expression.getText(file)}(…)`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  if (replacements.length === 0) return { code: source, replaced: 0, unresolved }

  let code = source
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) {
    code = code.slice(0, start) + text + code.slice(end)
  }
  return {
    code: withoutUnusedImports(code, fileName, kind),
    replaced: replacements.length,
    unresolved,
  }
}

/** A value as source text: a string literal, or an object literal for `.raw` and slot recipes. */
function literal(value) {
  return typeof value === 'string' ? JSON.stringify(value) : `(${JSON.stringify(value)})`
}

/** Whether an identifier refers to a binding (not a property name, a JSX tag, a declaration). */
function isReference(node) {
  const parent = node.parent
  if (!parent) return true
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false
  if (ts.isQualifiedName(parent) && parent.right === node) return false
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isJsxAttribute(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isBindingElement(parent) ||
      ts.isInterfaceDeclaration(parent) ||
      ts.isTypeAliasDeclaration(parent)) &&
    parent.name === node
  ) {
    return false
  }
  if (ts.isBindingElement(parent) && parent.propertyName === node) return false
  const isTag =
    (ts.isJsxOpeningElement(parent) ||
      ts.isJsxSelfClosingElement(parent) ||
      ts.isJsxClosingElement(parent)) &&
    parent.tagName === node
  return !(isTag && /^[a-z]/.test(node.text))
}

/**
 * Drops the styled-system imports nothing uses any more, so the runtime leaves the bundle.
 * `cx` (a string join) is taken from its own module: the `css` index would bring css() along.
 */
function withoutUnusedImports(code, fileName, kind) {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind)
  const used = new Set()
  ;(function collect(node) {
    if (ts.isImportDeclaration(node)) return
    if (ts.isIdentifier(node) && isReference(node)) used.add(node.text)
    ts.forEachChild(node, collect)
  })(file)
  const edits = []
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue
    const specifier = statement.moduleSpecifier.text
    const named = statement.importClause?.namedBindings
    if (!specifier.startsWith(STYLED_SYSTEM) || !named || !ts.isNamedImports(named)) continue
    if (statement.importClause.isTypeOnly) continue
    const kept = named.elements.filter(
      (element) => element.isTypeOnly || used.has(element.name.text),
    )
    const names = kept.map((element) => element.getText(file))
    const runtimeNames = kept.filter((element) => !element.isTypeOnly).map((e) => e.name.text)
    let text
    if (kept.length === 0) text = ''
    else if (specifier === `${STYLED_SYSTEM}css` && runtimeNames.every((name) => name === 'cx')) {
      text = `import { ${names.join(', ')} } from '${STYLED_SYSTEM}css/cx'`
    } else text = `import { ${names.join(', ')} } from '${specifier}'`
    edits.push({ start: statement.getStart(file), end: statement.getEnd(), text })
  }
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    code = code.slice(0, start) + text + code.slice(end)
  }
  return code
}

module.exports = { inlinePandaCalls, loadRuntime }
