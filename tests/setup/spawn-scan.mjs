// Reads a source file for the programs it starts: child_process calls in JavaScript (and the
// project's own wrappers around them, found by following the parameter that reaches the call),
// browser executables handed to a driver, subprocess in Python, COMMAND and find_program in CMake,
// and shell lines (.ci/run, package.json scripts). Returns [{ line, program }], where program is a
// name or path, '(project)' for something the project builds or finds itself, or '?expr' when the
// scan cannot tell what runs (which the test reports, so a new call is written so it can).

const spawnCalls = ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'fork'];
const shellCalls = ['exec', 'execSync'];
// A path built from the project's folders, or the running Node, is the project's own program.
const projectMarkers =
  /\b\w*BuildDir\b|\bprojectRoot\b|\bbuildRoot\b|import\.meta\.(dirname|url)|process\.execPath|sys\.argv/;
const shellBuiltins = new Set(['cd', 'set', 'exit', 'export', 'echo', 'test', '[', 'trap', 'exec']);

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** The text between the bracket at `open` and its partner, skipping strings. */
function balanced(text, open) {
  const pairs = { '(': ')', '[': ']', '{': '}' };
  const stack = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      const end = text.indexOf(c, i + 1);
      if (end < 0) break;
      i = end;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (!stack.length) return text.slice(open + 1, i);
    }
  }
  return text.slice(open + 1);
}

/** Top-level comma-separated parts of an argument list. */
function splitArgs(args) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i];
    if (c === "'" || c === '"' || c === '`') i = Math.max(i, args.indexOf(c, i + 1));
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(args.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(args.slice(start).trim());
  return parts.filter(Boolean);
}

const literal = (expr) => /^(['"`])([^'"`$]*)\1$/.exec(expr.trim())?.[2];
const literalsIn = (expr) => [...expr.matchAll(/(['"`])([^'"`$\s]+)\1/g)].map((m) => m[2]);

/** What an expression names as a program: literals, '(project)', or [] when unknown. */
function resolve(expr, text, seen = new Set()) {
  expr = expr.trim();
  if (projectMarkers.test(expr)) return ['(project)'];
  const lit = literal(expr);
  if (lit !== undefined) return [lit];
  if (expr.startsWith('[')) return literalsIn(expr);
  const member = /^[\w$]+\.([\w$]+)$/.exec(expr);
  if (member) {
    // obj.command: every `command:` property of the file (tables of commands).
    const values = [...text.matchAll(new RegExp(`\\b${member[1]}\\s*:\\s*([^,\\n]+)`, 'g'))];
    return values.flatMap((m) => resolve(m[1], text, seen));
  }
  const call = /^([\w$]+)\(.*\)$/s.exec(expr);
  if (call) return returnsOf(call[1], text, seen);
  if (!/^[\w$]+$/.test(expr) || seen.has(expr)) return [];
  seen.add(expr);
  // Every declaration or assignment of the name in the file: `const x = …`, `for (const x of …)`.
  const found = [];
  const decl = new RegExp(
    `(?:\\b(?:const|let|var)\\s+)?\\b${expr}\\s*(?:=(?!=)|\\bof\\b)\\s*`,
    'g',
  );
  for (const m of text.matchAll(decl)) {
    const rest = text.slice(m.index + m[0].length);
    const value = rest.startsWith('[') ? `[${balanced(rest, 0)}]` : rest.split(/[;\n]/)[0];
    found.push(...resolve(value, text, seen));
  }
  // Python's `a, b = x, y` (the value's part at the name's place).
  for (const m of text.matchAll(
    new RegExp(`^\\s*([\\w, ]*\\b${expr}\\b[\\w, ]*)=([^=].*)$`, 'gm'),
  )) {
    const names = m[1].split(',').map((n) => n.trim());
    const values = splitArgs(m[2]);
    if (names.length > 1 && values.length === names.length)
      found.push(...resolve(values[names.indexOf(expr)], text, seen));
  }
  return found;
}

/** What a function of the file returns, resolved as above. */
function returnsOf(name, text, seen) {
  if (seen.has(`${name}()`)) return [];
  seen.add(`${name}()`);
  const def = new RegExp(`function\\s+${name}\\s*\\([^)]*\\)\\s*\\{`).exec(text);
  if (!def) return [];
  const body = balanced(text, def.index + def[0].length - 1);
  return [...body.matchAll(/\breturn\s+([^;\n]+)/g)].flatMap((m) => resolve(m[1], text, seen));
}

// Function definitions, per language: [name, parameter list].
const definitions = {
  js: /function\s+([\w$]+)\s*\(([^)]*)\)|(?:const|let)\s+([\w$]+)\s*=\s*\(([^)]*)\)\s*=>/g,
  py: /def\s+(\w+)\s*\(([^)]*)\)/g,
};

/** The function defined nearest before index: { name, params }, or null. */
function enclosingFunction(text, index, language) {
  const last = [...text.slice(0, index).matchAll(definitions[language])].at(-1);
  if (!last) return null;
  const params = (last[2] ?? last[4]).split(',').map((p) => p.replace(/[=:].*$/, '').trim());
  return { name: last[1] ?? last[3], params };
}

/**
 * Follows calls to `calls` (name -> index of the argument that is the program) through the
 * file. A call whose program is a parameter of the function around it makes that function a
 * wrapper, whose own callers then name the program.
 */
function followCalls(text, calls, language, programOf = (arg) => arg) {
  const out = [];
  const done = new Set();
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, index] of [...calls]) {
      const call = new RegExp(`(?<![\\w$.])${name.replace('.', '\\.')}\\s*\\(`, 'g');
      for (const m of text.matchAll(call)) {
        if (done.has(m.index)) continue;
        done.add(m.index);
        if (/(function|def)\s+$/.test(text.slice(0, m.index))) continue; // a definition
        const arg = splitArgs(balanced(text, m.index + m[0].length - 1))[index];
        if (!arg) continue;
        const program = programOf(arg).trim();
        const around = enclosingFunction(text, m.index, language);
        const param = around?.params.indexOf(program) ?? -1;
        if (param >= 0) {
          if (!calls.has(around.name)) {
            calls.set(around.name, param);
            changed = true;
          }
          continue;
        }
        const programs = resolve(program, text);
        for (const p of programs.length ? programs : [`?${program}`])
          out.push({ line: lineOf(text, m.index), program: p });
      }
    }
  }
  return out;
}

function jsPrograms(text) {
  const out = [];
  for (const m of text.matchAll(/\b(?:executablePath|binary)\s*:\s*(['"`])([^'"`]+)\1/g))
    out.push({ line: lineOf(text, m.index), program: m[2] });
  out.push(...followCalls(text, new Map(spawnCalls.map((name) => [name, 0])), 'js'));
  for (const name of shellCalls) {
    for (const m of text.matchAll(new RegExp(`(?<![\\w$.])${name}\\s*\\(\\s*(['"\`])(\\S+)`, 'g')))
      out.push({ line: lineOf(text, m.index), program: m[2] });
  }
  return out;
}

function pythonPrograms(text) {
  const calls = ['run', 'Popen', 'call', 'check_call', 'check_output'];
  // subprocess.run([program, *args]): the program is the list's first element.
  const first = (arg) => splitArgs(arg.replace(/^\[/, '').replace(/\]$/, ''))[0] ?? arg;
  return followCalls(text, new Map(calls.map((c) => [`subprocess.${c}`, 0])), 'py', first);
}

function cmakePrograms(text) {
  const out = [];
  text = text.replace(/#.*$/gm, '');
  const targets = new Set([...text.matchAll(/add_executable\(\s*([\w-]+)/g)].map((m) => m[1]));
  for (const m of text.matchAll(/find_program\(\s*\w+\s+(?:NAMES\s+)?([\w.+-]+)/g))
    out.push({ line: lineOf(text, m.index), program: m[1] });
  for (const m of text.matchAll(/\bCOMMAND\s+("?)([^\s")]+)/g)) {
    const word = m[2];
    // ${CMAKE_COMMAND} is cmake; $<TARGET_FILE:…>, the project's targets and ${VAR} set by
    // find_program (counted above) are the project's own.
    const own = /^\$[{<]/.test(word) || targets.has(word);
    const program = word === '${CMAKE_COMMAND}' ? 'cmake' : own ? '(project)' : word;
    out.push({ line: lineOf(text, m.index), program });
  }
  return out;
}

function shellPrograms(line, lineNumber) {
  return line
    .split(/&&|\|\||;|\|/)
    .map((part) => part.trim().split(/\s+/)[0])
    .filter((word) => word && !shellBuiltins.has(word) && !word.includes('='))
    .map((program) => ({ line: lineNumber, program }));
}

export function findSpawnedPrograms(text, file) {
  if (file.endsWith('package.json'))
    return Object.values(JSON.parse(text).scripts ?? {}).flatMap((s) => shellPrograms(s, 0));
  if (file.endsWith('.py')) return pythonPrograms(text);
  if (file.endsWith('.cmake') || file.endsWith('CMakeLists.txt')) return cmakePrograms(text);
  if (/\.(mjs|js|cjs)$/.test(file)) return jsPrograms(text);
  // A shell script: every command line outside comments.
  return text
    .split('\n')
    .flatMap((line, i) => (/^\s*(#|$)/.test(line) ? [] : shellPrograms(line, i + 1)));
}
