/**
 * A stand-in for the `vscode` module, as much of it as TierScope's web extension touches, for loading
 * dist/web/extension.js in a Web Worker of headless Chromium (where VS Code's web extension host runs it).
 * It records what activation registers; files are fetched from the test's server.
 */
type Fn = (...args: never[]) => unknown;

export const registered = {
  commands: new Map<string, Fn>(),
  hovers: [] as { provideHover: Fn }[],
  codeLenses: [] as { provideCodeLenses: Fn }[],
  symbols: [] as { provideDocumentSymbols: Fn }[],
  serializers: [] as string[],
  contentProviders: [] as string[],
};

const disposable = () => ({ dispose() {} });

export class Uri {
  constructor(
    readonly scheme: string,
    readonly authority: string,
    readonly path: string,
    readonly query = '',
    readonly fragment = '',
  ) {}
  static parse(s: string): Uri {
    const u = new URL(s);
    return new Uri(
      u.protocol.replace(/:$/, ''),
      u.host,
      decodeURIComponent(u.pathname),
      u.search.replace(/^\?/, ''),
      u.hash.replace(/^#/, ''),
    );
  }
  static file(path: string): Uri {
    return new Uri('file', '', path);
  }
  static from(c: { scheme: string; authority?: string; path?: string }): Uri {
    return new Uri(c.scheme, c.authority ?? '', c.path ?? '');
  }
  static joinPath(base: Uri, ...parts: string[]): Uri {
    return new Uri(base.scheme, base.authority, [base.path.replace(/\/$/, ''), ...parts].join('/'));
  }
  get fsPath(): string {
    return this.path;
  }
  with(c: { path?: string; query?: string; fragment?: string }): Uri {
    return new Uri(
      this.scheme,
      this.authority,
      c.path ?? this.path,
      c.query ?? this.query,
      c.fragment ?? this.fragment,
    );
  }
  toString(): string {
    return `${this.scheme}://${this.authority}${this.path}${this.query ? `?${this.query}` : ''}${this.fragment ? `#${this.fragment}` : ''}`;
  }
}

export class Position {
  constructor(
    readonly line: number,
    readonly character: number,
  ) {}
}

export class Range {
  readonly start: Position;
  readonly end: Position;
  constructor(a: number | Position, b: number | Position, c?: number, d?: number) {
    this.start = typeof a === 'number' ? new Position(a, b as number) : a;
    this.end = typeof a === 'number' ? new Position(c!, d!) : (b as Position);
  }
  get isEmpty(): boolean {
    return this.start.line === this.end.line && this.start.character === this.end.character;
  }
}

export class MarkdownString {
  isTrusted: unknown;
  constructor(public value = '') {}
  appendMarkdown(s: string): this {
    this.value += s;
    return this;
  }
}

export class Hover {
  constructor(
    readonly contents: MarkdownString,
    readonly range?: Range,
  ) {}
}

export class CodeLens {
  constructor(
    readonly range: Range,
    readonly command?: { title: string; command: string; arguments?: unknown[] },
  ) {}
}

export class DocumentSymbol {
  constructor(
    readonly name: string,
    readonly detail: string,
    readonly kind: number,
    readonly range: Range,
    readonly selectionRange: Range,
  ) {}
}

export class EventEmitter {
  event = () => disposable();
  fire() {}
  dispose() {}
}

export const SymbolKind = { Array: 17, Property: 6, Module: 1, Struct: 22 };
export const ViewColumn = { One: 1, Two: 2, Beside: -2 };
export const ProgressLocation = { Notification: 15 };
export const ConfigurationTarget = { Global: 1 };

/** The contributed settings' defaults (from package.json), as VS Code would give them. */
export const defaults: Record<string, unknown> = {};

export const workspace = {
  workspaceFolders: undefined,
  getConfiguration(section: string) {
    return {
      get: (key: string, fallback?: unknown) => defaults[`${section}.${key}`] ?? fallback,
      inspect: (key: string) => ({ key: `${section}.${key}`, defaultValue: defaults[`${section}.${key}`] }),
    };
  },
  asRelativePath: (uri: Uri) => uri.path.replace(/^\//, ''),
  onDidChangeConfiguration: disposable,
  onDidCloseTextDocument: disposable,
  onDidChangeTextDocument: disposable,
  isTrusted: true,
  createFileSystemWatcher: () => ({
    onDidChange: disposable,
    onDidCreate: disposable,
    onDidDelete: disposable,
    dispose() {},
  }),
  registerTextDocumentContentProvider(scheme: string) {
    registered.contentProviders.push(scheme);
    return disposable();
  },
  fs: {
    async readFile(uri: Uri): Promise<Uint8Array> {
      const res = await fetch(uri.path);
      if (!res.ok) throw new Error(`${uri.path}: ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    isWritableFileSystem: () => undefined,
  },
};

export const window = {
  createOutputChannel: () => ({ appendLine() {}, dispose() {} }),
  registerWebviewPanelSerializer(viewType: string) {
    registered.serializers.push(viewType);
    return disposable();
  },
  showWarningMessage: () => Promise.resolve(undefined),
  showInformationMessage: () => Promise.resolve(undefined),
};

export const commands = {
  registerCommand(id: string, fn: Fn) {
    registered.commands.set(id, fn);
    return disposable();
  },
  executeCommand: () => Promise.resolve(undefined),
};

export const languages = {
  registerHoverProvider(_selector: unknown, p: { provideHover: Fn }) {
    registered.hovers.push(p);
    return disposable();
  },
  registerCodeLensProvider(_selector: unknown, p: { provideCodeLenses: Fn }) {
    registered.codeLenses.push(p);
    return disposable();
  },
  registerDocumentSymbolProvider(_selector: unknown, p: { provideDocumentSymbols: Fn }) {
    registered.symbols.push(p);
    return disposable();
  },
};

/** ExtensionContext.workspaceState: kept in memory for the worker's life. */
export function memento() {
  const data = new Map<string, unknown>();
  return {
    get: (key: string) => data.get(key),
    update: (key: string, value: unknown) => (data.set(key, value), Promise.resolve()),
  };
}

/** A text document as the providers read it. */
export function textDocument(uri: Uri, languageId: string, text: string) {
  const lines = text.split('\n');
  const starts: number[] = [];
  for (let i = 0, at = 0; i < lines.length; at += lines[i]!.length + 1, i++) starts.push(at);
  const offsetAt = (p: Position) => Math.min(text.length, starts[Math.min(p.line, lines.length - 1)]! + p.character);
  return {
    uri,
    languageId,
    version: 1,
    isUntitled: false,
    lineCount: lines.length,
    lineAt: (i: number) => ({ text: lines[i] ?? '' }),
    getText: (r?: Range) => (r ? text.slice(offsetAt(r.start), offsetAt(r.end)) : text),
    positionAt(offset: number): Position {
      const o = Math.max(0, Math.min(offset, text.length));
      let line = 0;
      while (line + 1 < starts.length && starts[line + 1]! <= o) line++;
      return new Position(line, o - starts[line]!);
    },
    getWordRangeAtPosition(p: Position, re: RegExp): Range | undefined {
      for (const m of (lines[p.line] ?? '').matchAll(new RegExp(re.source, 'g')))
        if (m.index <= p.character && p.character <= m.index + m[0].length)
          return new Range(p.line, m.index, p.line, m.index + m[0].length);
      return undefined;
    },
  };
}
